"""The Train tab: a visitor trains GPT-2, BERT or T5 on the server, watches it learn, and uses or downloads the model.
One run trains at a time; the others wait their turn in a first-come queue.

    tab.py       the page: layout, wiring, and a run's state shaped for its components
    sessions.py  the server's runs: one at a time, the queue and its fair turns, each session's model and files
    run.py       one run: its settings (train_tiny.py's flags), its child process and what it reports
    worker.py    the run's child process: made ready ahead, then train_tiny.py's own loop, one JSON line a step
    spare.py     the spare child that waits, ready, for the next run
    forks.py     the fork server each child is forked from (torch and the loop imported once, not per child)
    text.py      the visitor's text and probe: checks and statistics
    archive.py   a finished model as one zip: a transformers folder with its model card
"""
