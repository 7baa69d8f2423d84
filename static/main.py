from vegas.ui.app import main

main()
