<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>CollocationsTab</name>
    <message>
        <location filename="../collocations.py" line="198"/>
        <source>PNG image (*.png);;SVG image (*.svg)</source>
        <translation>Imagen PNG (*.png);;Imagen SVG (*.svg)</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="197"/>
        <source>Save the chart</source>
        <translation>Guardar el gráfico</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="187"/>
        <source>Collocate</source>
        <translation>Colocativo</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="186"/>
        <source>Collocates of “{0}”</source>
        <translation>Colocativos de «{0}»</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="160"/>
        <source>Save image…</source>
        <translation>Guardar imagen…</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="159"/>
        <source>Ranked by:</source>
        <translation>Ordenadas por:</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="158"/>
        <source>Node word:</source>
        <translation>Palabra nodo:</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="157"/>
        <source>Collocations</source>
        <translation>Colocaciones</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <location filename="../window.py" line="538"/>
        <source>Comparison of two runs</source>
        <translation>Comparación de dos ejecuciones</translation>
    </message>
    <message>
        <location filename="../window.py" line="542"/>
        <source>Words gained</source>
        <translation>Palabras nuevas</translation>
    </message>
    <message>
        <location filename="../window.py" line="543"/>
        <source>Words lost</source>
        <translation>Palabras perdidas</translation>
    </message>
    <message>
        <location filename="../window.py" line="544"/>
        <source>Candidates gained</source>
        <translation>Candidatos nuevos</translation>
    </message>
    <message>
        <location filename="../window.py" line="545"/>
        <source>Candidates lost</source>
        <translation>Candidatos perdidos</translation>
    </message>
    <message>
        <location filename="../window.py" line="546"/>
        <source>Frequency changes</source>
        <translation>Cambios de frecuencia</translation>
    </message>
</context>
<context>
    <name>PlotsTab</name>
    <message>
        <location filename="../window.py" line="424"/>
        <location filename="../window.py" line="444"/>
        <source>Page profiles</source>
        <translation>Perfiles de página</translation>
    </message>
    <message>
        <location filename="../window.py" line="424"/>
        <source>Vocabulary growth (Heaps)</source>
        <translation>Crecimiento del vocabulario (Heaps)</translation>
    </message>
    <message>
        <location filename="../window.py" line="425"/>
        <source>Rank–frequency (Zipf)</source>
        <translation>Rango–frecuencia (Zipf)</translation>
    </message>
    <message>
        <location filename="../window.py" line="426"/>
        <location filename="../window.py" line="472"/>
        <source>Pages and words per start address</source>
        <translation>Páginas y palabras por dirección inicial</translation>
    </message>
    <message>
        <location filename="../window.py" line="429"/>
        <source>Pages:</source>
        <translation>Páginas:</translation>
    </message>
    <message>
        <location filename="../window.py" line="430"/>
        <source>Save image…</source>
        <translation>Guardar imagen…</translation>
    </message>
    <message>
        <location filename="../window.py" line="444"/>
        <source>Part of the page</source>
        <translation>Parte de la página</translation>
    </message>
    <message>
        <location filename="../window.py" line="445"/>
        <source>Share of new words</source>
        <translation>Proporción de palabras nuevas</translation>
    </message>
    <message>
        <location filename="../window.py" line="447"/>
        <source>page {0}</source>
        <translation>página {0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="450"/>
        <location filename="../window.py" line="458"/>
        <source>observed</source>
        <translation>observado</translation>
    </message>
    <message>
        <location filename="../window.py" line="452"/>
        <source>Heaps fit: {0:.2f}·n^{1:.3f}</source>
        <translation>Ajuste de Heaps: {0:.2f}·n^{1:.3f}</translation>
    </message>
    <message>
        <location filename="../window.py" line="454"/>
        <source>Vocabulary growth</source>
        <translation>Crecimiento del vocabulario</translation>
    </message>
    <message>
        <location filename="../window.py" line="454"/>
        <location filename="../window.py" line="479"/>
        <source>Words (tokens)</source>
        <translation>Palabras (ocurrencias)</translation>
    </message>
    <message>
        <location filename="../window.py" line="455"/>
        <source>Distinct words (types)</source>
        <translation>Palabras distintas (tipos)</translation>
    </message>
    <message>
        <location filename="../window.py" line="460"/>
        <source>Zipf fit: {0:.1f}·r^{1:.3f}</source>
        <translation>Ajuste de Zipf: {0:.1f}·r^{1:.3f}</translation>
    </message>
    <message>
        <location filename="../window.py" line="462"/>
        <source>Rank–frequency</source>
        <translation>Rango–frecuencia</translation>
    </message>
    <message>
        <location filename="../window.py" line="462"/>
        <source>Rank</source>
        <translation>Rango</translation>
    </message>
    <message>
        <location filename="../window.py" line="463"/>
        <source>Frequency</source>
        <translation>Frecuencia</translation>
    </message>
    <message>
        <location filename="../window.py" line="472"/>
        <source>Start address</source>
        <translation>Dirección inicial</translation>
    </message>
    <message>
        <location filename="../window.py" line="473"/>
        <source>Pages</source>
        <translation>Páginas</translation>
    </message>
    <message>
        <location filename="../window.py" line="474"/>
        <source>pages</source>
        <translation>páginas</translation>
    </message>
    <message>
        <location filename="../window.py" line="476"/>
        <source>words</source>
        <translation>palabras</translation>
    </message>
    <message>
        <location filename="../window.py" line="478"/>
        <source>(none)</source>
        <translation>(ninguna)</translation>
    </message>
    <message>
        <location filename="../window.py" line="482"/>
        <source>Save the plot</source>
        <translation>Guardar el gráfico</translation>
    </message>
    <message>
        <location filename="../window.py" line="483"/>
        <source>PNG image (*.png);;SVG image (*.svg)</source>
        <translation>Imagen PNG (*.png);;Imagen SVG (*.svg)</translation>
    </message>
</context>
<context>
    <name>RegimesTab</name>
    <message>
        <location filename="../collocations.py" line="216"/>
        <source>Prepositional regimes</source>
        <translation>Regímenes preposicionales</translation>
    </message>
</context>
<context>
    <name>SnapshotBar</name>
    <message>
        <location filename="../snapshots.py" line="154"/>
        <source>Re-analyze…</source>
        <translation>Reanalizar…</translation>
    </message>
    <message>
        <location filename="../snapshots.py" line="156"/>
        <source>Analyze the pages kept in this run again with the project&apos;s current lexicon and settings, into a new run, and compare the two</source>
        <translation>Analizar de nuevo las páginas guardadas en esta ejecución con el léxico y la configuración actuales del proyecto, en una ejecución nueva, y comparar las dos</translation>
    </message>
    <message>
        <location filename="../snapshots.py" line="158"/>
        <source>This run kept no page snapshots (made before DAWeb kept them, from local files, or with snapshots turned off), so it cannot be re-analyzed</source>
        <translation>Esta ejecución no guardó copias de las páginas (se hizo antes de que DAWeb las guardara, con archivos locales o con las copias desactivadas), así que no se puede reanalizar</translation>
    </message>
    <message>
        <location filename="../snapshots.py" line="183"/>
        <source>Re-analyzing…</source>
        <translation>Reanalizando…</translation>
    </message>
    <message>
        <location filename="../snapshots.py" line="195"/>
        <source>Re-analyzing: {0} pages</source>
        <translation>Reanalizando: {0} páginas</translation>
    </message>
    <message>
        <location filename="../snapshots.py" line="198"/>
        <source>Re-analyzed into {0}</source>
        <translation>Reanalizado en {0}</translation>
    </message>
    <message>
        <location filename="../snapshots.py" line="202"/>
        <source>Re-analysis failed</source>
        <translation>El reanálisis ha fallado</translation>
    </message>
    <message>
        <location filename="../snapshots.py" line="203"/>
        <source>Re-analysis</source>
        <translation>Reanálisis</translation>
    </message>
</context>
<context>
    <name>TableTab</name>
    <message>
        <location filename="../window.py" line="259"/>
        <source>Search in every text column</source>
        <translation>Buscar en todas las columnas de texto</translation>
    </message>
    <message>
        <location filename="../window.py" line="260"/>
        <source>Category:</source>
        <translation>Categoría:</translation>
    </message>
    <message>
        <location filename="../window.py" line="261"/>
        <source>Triage:</source>
        <translation>Clasificación:</translation>
    </message>
    <message>
        <location filename="../window.py" line="262"/>
        <source>Show only:</source>
        <translation>Mostrar solo:</translation>
    </message>
    <message>
        <location filename="../window.py" line="266"/>
        <source>(all)</source>
        <translation>(todas)</translation>
    </message>
    <message>
        <location filename="../window.py" line="274"/>
        <source>Column contains…</source>
        <translation>La columna contiene…</translation>
    </message>
    <message>
        <location filename="../window.py" line="275"/>
        <source>Regular expression</source>
        <translation>Expresión regular</translation>
    </message>
    <message>
        <location filename="../window.py" line="276"/>
        <source>from</source>
        <translation>desde</translation>
    </message>
    <message>
        <location filename="../window.py" line="277"/>
        <source>to</source>
        <translation>hasta</translation>
    </message>
    <message>
        <location filename="../window.py" line="278"/>
        <source>Filter</source>
        <translation>Filtrar</translation>
    </message>
    <message>
        <location filename="../window.py" line="279"/>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <location filename="../window.py" line="280"/>
        <source>Export view…</source>
        <translation>Exportar vista…</translation>
    </message>
    <message>
        <location filename="../window.py" line="308"/>
        <source>The range needs numbers.</source>
        <translation>El intervalo necesita números.</translation>
    </message>
    <message>
        <location filename="../window.py" line="311"/>
        <source>Not a valid regular expression.</source>
        <translation>No es una expresión regular válida.</translation>
    </message>
    <message>
        <location filename="../window.py" line="325"/>
        <location filename="../window.py" line="342"/>
        <source>Export the filtered view</source>
        <translation>Exportar la vista filtrada</translation>
    </message>
    <message>
        <location filename="../window.py" line="326"/>
        <source>CSV (*.csv);;TSV (*.tsv);;Excel workbook (*.xlsx)</source>
        <translation>CSV (*.csv);;TSV (*.tsv);;Libro de Excel (*.xlsx)</translation>
    </message>
    <message>
        <location filename="../window.py" line="340"/>
        <source>Exporting {0}…</source>
        <translation>Exportando {0}…</translation>
    </message>
    <message>
        <location filename="../window.py" line="341"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../window.py" line="350"/>
        <source>Exporting to {0}…</source>
        <translation>Exportando a {0}…</translation>
    </message>
    <message>
        <location filename="../window.py" line="363"/>
        <source>Export cancelled.</source>
        <translation>Exportación cancelada.</translation>
    </message>
    <message>
        <location filename="../window.py" line="365"/>
        <source>Not exported: {0}</source>
        <translation>No se ha exportado: {0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="367"/>
        <source>{0} rows written to {1}</source>
        <translation>{0} filas escritas en {1}</translation>
    </message>
    <message>
        <location filename="../window.py" line="376"/>
        <source>{0} rows</source>
        <translation>{0} filas</translation>
    </message>
</context>
<context>
    <name>Viewer</name>
    <message>
        <location filename="../collocations.py" line="80"/>
        <source>Share</source>
        <translation>Proporción</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="79"/>
        <source>Preposition frequency</source>
        <translation>Frecuencia de la preposición</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="78"/>
        <source>Lemma frequency</source>
        <translation>Frecuencia del lema</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="77"/>
        <source>Ambiguous</source>
        <translation>Ambiguas</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="75"/>
        <source>Preposition</source>
        <translation>Preposición</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="64"/>
        <source>Collocate frequency</source>
        <translation>Frecuencia del colocativo</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="63"/>
        <source>Node frequency</source>
        <translation>Frecuencia del nodo</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="62"/>
        <source>Right</source>
        <translation>Derecha</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="61"/>
        <source>Left</source>
        <translation>Izquierda</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="59"/>
        <source>Collocate</source>
        <translation>Colocativo</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="58"/>
        <source>Node</source>
        <extracomment>Bars drawn per node word. Node words offered in the chooser, most frequent first.</extracomment>
        <translation>Nodo</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="40"/>
        <source>Log-likelihood (G²)</source>
        <translation>Log-verosimilitud (G²)</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="39"/>
        <source>t-score</source>
        <translation>puntuación t</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="38"/>
        <source>MI3</source>
        <translation>IM3</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="37"/>
        <source>MI</source>
        <translation>IM</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="35"/>
        <location filename="../collocations.py" line="81"/>
        <source>Log Dice</source>
        <extracomment>Columns a node&apos;s collocates can be ranked by, with their labels (translated in &quot;Viewer&quot;).</extracomment>
        <translation>logDice</translation>
    </message>
    <message>
        <location filename="../window.py" line="96"/>
        <source>Code</source>
        <extracomment>The Universal Dependencies categories (a fixed list: DISTINCT over a million words rows would cost a full scan on every open). The analyzer&apos;s triage tags (analyzers/neologisms.py).</extracomment>
        <translation>Código</translation>
    </message>
    <message>
        <location filename="../window.py" line="97"/>
        <source>Form</source>
        <translation>Forma</translation>
    </message>
    <message>
        <location filename="../window.py" line="98"/>
        <source>Lemmas</source>
        <translation>Lemas</translation>
    </message>
    <message>
        <location filename="../window.py" line="99"/>
        <source>Categories</source>
        <translation>Categorías</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="36"/>
        <location filename="../collocations.py" line="60"/>
        <location filename="../collocations.py" line="76"/>
        <location filename="../window.py" line="100"/>
        <location filename="../window.py" line="109"/>
        <location filename="../window.py" line="138"/>
        <source>Frequency</source>
        <translation>Frecuencia</translation>
    </message>
    <message>
        <location filename="../window.py" line="101"/>
        <location filename="../window.py" line="139"/>
        <source>Pages</source>
        <translation>Páginas</translation>
    </message>
    <message>
        <location filename="../window.py" line="102"/>
        <source>Recognized</source>
        <translation>Reconocida</translation>
    </message>
    <message>
        <location filename="../window.py" line="103"/>
        <location filename="../window.py" line="130"/>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="73"/>
        <location filename="../window.py" line="107"/>
        <source>Lemma</source>
        <translation>Lema</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="74"/>
        <location filename="../window.py" line="108"/>
        <source>Category</source>
        <translation>Categoría</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="82"/>
        <location filename="../window.py" line="110"/>
        <source>Forms</source>
        <translation>Formas</translation>
    </message>
    <message>
        <location filename="../window.py" line="111"/>
        <source>Form list</source>
        <translation>Lista de formas</translation>
    </message>
    <message>
        <location filename="../window.py" line="114"/>
        <location filename="../window.py" line="132"/>
        <location filename="../window.py" line="142"/>
        <source>Page</source>
        <translation>Página</translation>
    </message>
    <message>
        <location filename="../window.py" line="115"/>
        <location filename="../window.py" line="133"/>
        <location filename="../window.py" line="149"/>
        <source>Address</source>
        <translation>Dirección</translation>
    </message>
    <message>
        <location filename="../window.py" line="116"/>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <location filename="../window.py" line="117"/>
        <location filename="../window.py" line="152"/>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../window.py" line="118"/>
        <source>Tokens</source>
        <translation>Ocurrencias</translation>
    </message>
    <message>
        <location filename="../window.py" line="119"/>
        <source>Types</source>
        <translation>Tipos</translation>
    </message>
    <message>
        <location filename="../window.py" line="120"/>
        <source>Depth</source>
        <translation>Profundidad</translation>
    </message>
    <message>
        <location filename="../window.py" line="121"/>
        <location filename="../window.py" line="157"/>
        <source>Start address</source>
        <translation>Dirección inicial</translation>
    </message>
    <message>
        <location filename="../window.py" line="122"/>
        <source>Output</source>
        <translation>Salida</translation>
    </message>
    <message>
        <location filename="../window.py" line="125"/>
        <source>Left context</source>
        <translation>Contexto izquierdo</translation>
    </message>
    <message>
        <location filename="../window.py" line="127"/>
        <source>Word</source>
        <translation>Palabra</translation>
    </message>
    <message>
        <location filename="../window.py" line="128"/>
        <source>Right context</source>
        <translation>Contexto derecho</translation>
    </message>
    <message>
        <location filename="../window.py" line="129"/>
        <source>Key</source>
        <translation>Clave</translation>
    </message>
    <message>
        <location filename="../window.py" line="131"/>
        <source>Triage</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <location filename="../window.py" line="136"/>
        <source>Segment</source>
        <translation>Segmento</translation>
    </message>
    <message>
        <location filename="../window.py" line="137"/>
        <source>Length</source>
        <translation>Longitud</translation>
    </message>
    <message>
        <location filename="../window.py" line="143"/>
        <source>Part</source>
        <translation>Parte</translation>
    </message>
    <message>
        <location filename="../window.py" line="144"/>
        <source>New words</source>
        <translation>Palabras nuevas</translation>
    </message>
    <message>
        <location filename="../window.py" line="145"/>
        <source>Words</source>
        <translation>Palabras</translation>
    </message>
    <message>
        <location filename="../window.py" line="148"/>
        <source>Number</source>
        <translation>Número</translation>
    </message>
    <message>
        <location filename="../window.py" line="150"/>
        <source>Outcome</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location filename="../window.py" line="151"/>
        <source>Cause</source>
        <translation>Causa</translation>
    </message>
    <message>
        <location filename="../window.py" line="153"/>
        <source>Attempts</source>
        <translation>Intentos</translation>
    </message>
    <message>
        <location filename="../window.py" line="154"/>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <location filename="../window.py" line="155"/>
        <source>Seconds</source>
        <translation>Segundos</translation>
    </message>
    <message>
        <location filename="../window.py" line="156"/>
        <source>Detail</source>
        <translation>Detalle</translation>
    </message>
</context>
<context>
    <name>ViewerWindow</name>
    <message>
        <location filename="../window.py" line="596"/>
        <source>DAWeb results: {0}</source>
        <extracomment>Opens addresses (the browser); tests replace it. Page snapshots and re-analysis (gui/viewer/snapshots.py).</extracomment>
        <translation>Resultados de DAWeb: {0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="597"/>
        <source>no run</source>
        <translation>ninguna ejecución</translation>
    </message>
    <message>
        <location filename="../window.py" line="598"/>
        <source>Open run…</source>
        <translation>Abrir ejecución…</translation>
    </message>
    <message>
        <location filename="../window.py" line="599"/>
        <source>Compare with…</source>
        <translation>Comparar con…</translation>
    </message>
    <message>
        <location filename="../window.py" line="602"/>
        <source>Open a run folder, or drop one here.</source>
        <translation>Abra la carpeta de una ejecución o suéltela aquí.</translation>
    </message>
    <message>
        <location filename="../window.py" line="608"/>
        <source>Words</source>
        <translation>Palabras</translation>
    </message>
    <message>
        <location filename="../window.py" line="608"/>
        <source>Lemmas</source>
        <translation>Lemas</translation>
    </message>
    <message>
        <location filename="../window.py" line="608"/>
        <source>Pages</source>
        <translation>Páginas</translation>
    </message>
    <message>
        <location filename="../window.py" line="608"/>
        <source>Unrecognized</source>
        <translation>No reconocidas</translation>
    </message>
    <message>
        <location filename="../window.py" line="609"/>
        <source>Segments</source>
        <translation>Segmentos</translation>
    </message>
    <message>
        <location filename="../window.py" line="609"/>
        <source>Profiles</source>
        <translation>Perfiles</translation>
    </message>
    <message>
        <location filename="../window.py" line="609"/>
        <source>Incidents</source>
        <translation>Incidencias</translation>
    </message>
    <message>
        <location filename="../window.py" line="610"/>
        <source>Plots</source>
        <translation>Gráficos</translation>
    </message>
    <message>
        <location filename="../window.py" line="698"/>
        <source>From {0} to {1}</source>
        <translation>De {0} a {1}</translation>
    </message>
    <message>
        <location filename="../window.py" line="706"/>
        <source>Open a run folder</source>
        <translation>Abrir la carpeta de una ejecución</translation>
    </message>
    <message>
        <location filename="../window.py" line="711"/>
        <source>Run to compare with</source>
        <translation>Ejecución con la que comparar</translation>
    </message>
    <message>
        <location filename="../window.py" line="716"/>
        <source>Comparison of two runs</source>
        <translation>Comparación de dos ejecuciones</translation>
    </message>
</context>
<context>
    <name>WordDetailDialog</name>
    <message>
        <location filename="../window.py" line="512"/>
        <source>Word: {0}</source>
        <translation>Palabra: {0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="515"/>
        <source>Frequency: {0}, pages: {1}</source>
        <translation>Frecuencia: {0}, páginas: {1}</translation>
    </message>
    <message>
        <location filename="../window.py" line="517"/>
        <source>Analyses:</source>
        <translation>Análisis:</translation>
    </message>
    <message>
        <location filename="../window.py" line="519"/>
        <source>(none: unrecognized)</source>
        <translation>(ninguno: no reconocida)</translation>
    </message>
    <message>
        <location filename="../window.py" line="520"/>
        <source>Pages:</source>
        <translation>Páginas:</translation>
    </message>
    <message>
        <location filename="../window.py" line="523"/>
        <source>Occurrences:</source>
        <translation>Apariciones:</translation>
    </message>
</context>
</TS>
