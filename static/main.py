from vegas.ui.app.browser import main

main()
