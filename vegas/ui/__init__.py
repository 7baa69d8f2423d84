"""The browser game. Only ``vegas.ui.app.browser`` and ``vegas.ui.link.network`` touch the browser
(``js``/``pyodide``); the rest is plain Python: the table (a match with its seats and save), the view model, the
HTML it renders to, and the page's controller (``vegas.ui.app``), which reaches the browser through one seam."""
