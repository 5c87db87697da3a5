"""litchat's library. Importing it makes every third-party library it uses behave offline (rag.offline), before
any of them is imported: this is the one call of go_offline()."""
from rag.offline import go_offline

go_offline()
