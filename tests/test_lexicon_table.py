"""Tests of the compact read-only string table behind the recognizer's derived tables."""

from __future__ import annotations

import pickle

import pytest

from analyzers.lexicon_table import LexiconTable, longest_begun

ITEMS = {
    "casa": "s:casa",
    "casas": "s:casa",
    "cantó": "s:cantar\tp:cantar",
    "": "s:vacío",
    "niño": "s:niño",
    "ñandú": "s:ñandú",
}


def test_the_table_answers_as_the_dict_it_was_made_from():
    table = LexiconTable(ITEMS)
    assert len(table) == len(ITEMS) and set(table) == ITEMS.keys()
    assert dict(table.items()) == ITEMS
    for key, value in ITEMS.items():
        assert key in table and table[key] == value and table.get(key) == value
    assert "casita" not in table and table.get("casita") is None
    assert table.get("casita", "x") == "x" and 3 not in table
    with pytest.raises(KeyError):
        table["cas"]  # a prefix of a key is not a key


def test_the_key_set_answers_membership_as_the_keys():
    table = LexiconTable(ITEMS)
    keys = table.key_set
    assert len(keys) == len(ITEMS) and set(keys) == ITEMS.keys()
    assert "cantó" in keys and "canto" not in keys and "" in keys


def test_the_longest_beginning_a_key_begins_with():
    keys = LexiconTable(ITEMS).key_set
    for word, reach in (("casitas", 3), ("casa", 4), ("casas", 5), ("canto", 4),
                        ("ñandúes", 5), ("perro", 0), ("", 0)):
        assert longest_begun(keys, word) == reach, word
    # any other collection: no bound known, every letter may be kept
    assert longest_begun(set(ITEMS), "perro") == 5


def test_equal_values_are_one_string_and_survive_pickling():
    table = pickle.loads(pickle.dumps(LexiconTable(ITEMS), protocol=pickle.HIGHEST_PROTOCOL))
    assert dict(table.items()) == ITEMS
    assert table["casa"] is table["casas"]  # stored once, given as the same object


def test_an_empty_table_is_empty():
    table = pickle.loads(pickle.dumps(LexiconTable({})))
    assert len(table) == 0 and list(table) == [] and "a" not in table and table.get("a") is None
