"""The browser game. Only ``vegas.ui.app`` touches the browser (``js``/``pyscript``); the rest is plain
Python: the table (a match with its seats and save), the view model and the HTML it renders to."""
