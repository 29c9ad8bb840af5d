"""The page's four smaller tabs, one builder each; app.py calls them in the page's order. The Inside and Train tabs,
larger, are packages of their own (playground/inside/, playground/train/), each with its tab.py.

    shared.py     what the three model tabs share: the attention panel, the example table, the model's banner
    generate.py   Generate · GPT-2: sampling controls, the tokens coloured by probability, each step's candidates
    fill_mask.py  Fill mask · BERT: the guesses for each [MASK], live as you type
    infill.py     Infill spans · T5: blanks filled, and T5's span corruption tried on a sentence
    model.py      Model: what each model is, its size, its held-out results and training curves
"""
