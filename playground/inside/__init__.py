"""The Inside tab: how GPT, BERT and T5 compute what they output, each idea of the tutorials shown on the real
models. Every view is a playground.inside.view.View record; VIEWS lists them in the order the tab shows them.

    forward.py    views that run the user's text through the model and read its intermediate values (one head
                  number by number, the logit lens, knock-outs, the residual stream, the tensor shapes)
    structure.py  views of the masks, the position encodings, the embedding table, the training objectives and
                  the sampling distribution
    snapshots.py  the model across training: the snapshots train_tiny.py keeps, run on the user's text
    tab.py        the page and the HTTP endpoints, built from the records
"""

from playground.inside import forward, snapshots, structure

ORDER = ("head_detail", "lens", "knockout", "masks", "positions", "residual", "neighbours", "objective",
         "snapshots", "distribution", "shapes")  # the order: from one head to the whole model
VIEWS = {view.name: view for view in sorted(forward.VIEWS + structure.VIEWS + snapshots.VIEWS, key=lambda v: ORDER.index(v.name))}
