"""The DAWeb desktop application (PySide6)."""
