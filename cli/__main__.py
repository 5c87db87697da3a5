"""`python -m cli` = `litchat`."""
from cli import main

main()
