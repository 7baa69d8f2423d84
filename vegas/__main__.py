import sys

from vegas.cli.main import main

sys.exit(main())
