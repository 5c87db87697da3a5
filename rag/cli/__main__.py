"""`python -m rag.cli` = `litchat`."""
from rag.cli import main

main()
