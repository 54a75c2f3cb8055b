"""``daweb extract`` (daweb/cli/extract.py): printing and saving the text of pages."""

from __future__ import annotations

from daweb.cli import main


def test_extract_prints_blocks_separated_by_blank_lines(tmp_path, capsys) -> None:
    page = tmp_path / "p.html"
    page.write_text("<title>T</title><p>uno</p><p>dos</p>", encoding="utf-8")
    assert main(["extract", str(page), "--mode", "all"]) == 0
    assert capsys.readouterr().out == "T\n\nuno\n\ndos\n"


def test_extract_decodes_windows_1252(tmp_path, capsys) -> None:
    page = tmp_path / "viejo.html"
    page.write_bytes("<p>Canción del año – «€»</p>".encode("cp1252"))
    assert main(["extract", str(page), "--mode", "all"]) == 0
    assert capsys.readouterr().out == "Canción del año – «€»\n"


def test_extract_reads_text_files_as_plain_text(tmp_path, capsys) -> None:
    page = tmp_path / "notas.txt"
    page.write_text("<b>no es html</b>\n\nsegundo", encoding="utf-8")
    assert main(["extract", str(page)]) == 0
    assert capsys.readouterr().out == "<b>no es html</b>\n\nsegundo\n"


def test_extract_names_the_unreadable_file(tmp_path, capsys) -> None:
    missing = tmp_path / "no-existe.html"
    assert main(["extract", str(missing)]) == 2
    assert "no-existe.html" in capsys.readouterr().err


def test_extract_writes_one_text_file_per_input(tmp_path, capsys) -> None:
    site = tmp_path / "site"
    (site / "noticias").mkdir(parents=True)
    (site / "index.html").write_text("<p>Portada</p>", encoding="utf-8")
    (site / "noticias" / "uno.htm").write_text("<p>Primera noticia</p>", encoding="utf-8")
    (site / "noticias" / "nota.txt").write_text("Texto\n\nplano", encoding="utf-8")
    (site / "logo.png").write_bytes(b"\x89PNG")
    other = tmp_path / "otra" / "index.html"
    other.parent.mkdir()
    other.write_text("<p>Otra portada</p>", encoding="utf-8")
    missing = tmp_path / "no-existe.html"
    out = tmp_path / "textos"
    code = main(["extract", str(site), str(other), str(missing), "--out", str(out),
                 "--mode", "all"])
    assert code == 2  # one input could not be read; the others are written all the same
    err = capsys.readouterr().err
    assert "no-existe.html: no such file or folder" in err
    assert f"4 text file(s) in {out}; 1 input(s) could not be read" in err
    written = {p.relative_to(out).as_posix(): p.read_text("utf-8") for p in out.rglob("*.txt")}
    assert written == {
        "index.txt": "Portada\n",
        "noticias/uno.txt": "Primera noticia\n",
        "noticias/nota.txt": "Texto\n\nplano\n",
        "index-2.txt": "Otra portada\n",
    }


def test_extract_prints_several_files_with_their_names(tmp_path, capsys) -> None:
    one, two = tmp_path / "a.html", tmp_path / "b.html"
    one.write_text("<p>uno</p>", encoding="utf-8")
    two.write_text("<p>dos</p>", encoding="utf-8")
    assert main(["extract", str(one), str(two), "--mode", "all"]) == 0
    assert capsys.readouterr().out == f"==> {one} <==\nuno\n==> {two} <==\ndos\n"


def test_extract_never_writes_over_its_input(tmp_path, capsys) -> None:
    note = tmp_path / "nota.txt"
    note.write_text("original", encoding="utf-8")
    assert main(["extract", str(note), "--out", str(tmp_path)]) == 2
    assert note.read_text(encoding="utf-8") == "original"
    assert "--out would overwrite it" in capsys.readouterr().err
