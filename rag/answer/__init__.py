"""Answering: generators, the citation/support check, abstention, follow-up condensing and the chain."""
