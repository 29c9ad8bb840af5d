"""The Inside tab: how GPT, BERT and T5 compute what they output, each idea of the tutorials shown on the real
models. Every view is a playground.inside.view.View record; VIEWS lists them in the order the tab shows them.

    forward.py       views that run the user's text through the model and read its intermediate values (one head
                     number by number, the logit lens, the residual stream), and the text as each model reads it
    knockout.py      knock-outs: heads, layers or positions turned off, and the guesses before and after
    shapes.py        the tensor shapes of one forward pass
    structure.py     views of the masks and the position encodings, and what the views below share
    neighbours.py    the embedding table: nearest tokens, a map, a word's vector through the layers
    objective.py     the training objectives' pairs, built from the user's text
    distribution.py  the sampling distribution of GPT's next token
    snapshots.py     the model across training: the snapshots train_tiny.py keeps, run on the user's text
    tab.py           the page and the HTTP endpoints, built from the records
"""

from playground.inside import distribution, forward, knockout, neighbours, objective, shapes, snapshots, structure

ORDER = ("head_detail", "lens", "knockout", "masks", "positions", "residual", "neighbours", "objective",
         "snapshots", "distribution", "shapes")  # the order: from one head to the whole model
VIEW_MODULES = (forward, knockout, shapes, structure, neighbours, objective, distribution, snapshots)
VIEWS = {view.name: view for view in sorted((view for module in VIEW_MODULES for view in module.VIEWS),
                                            key=lambda v: ORDER.index(v.name))}
