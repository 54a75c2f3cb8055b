"""Document retrieval module (paper §2.1): a distributor and 1–10 retriever threads."""
