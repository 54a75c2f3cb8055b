<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- Qt 6 strings that Qt's own Spanish catalogue (qtbase_es.qm) lacks: the file dialog's
     labels gained accelerators in Qt 6, so the catalogue's "Look in:" no longer matches. -->
<TS version="2.1" language="es">
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Buscar en:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Archivos de &amp;tipo:</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Carpeta</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Unidad</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>%1 File</source>
        <extracomment>%1 is a file name suffix, for example txt</extracomment>
        <translation>Archivo %1</translation>
    </message>
</context>
</TS>
