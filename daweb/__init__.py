"""DAWeb: a web downloader and morphological analyzer for linguists."""

__version__ = "0.1.0"
