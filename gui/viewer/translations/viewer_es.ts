<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="es_ES">
<context>
    <name>CompareDialog</name>
    <message>
        <location filename="../window.py" line="465" />
        <source>Comparison of two runs</source>
        <translation>Comparación de dos ejecuciones</translation>
    </message>
    <message>
        <location filename="../window.py" line="467" />
        <source>Words gained</source>
        <translation>Palabras nuevas</translation>
    </message>
    <message>
        <location filename="../window.py" line="468" />
        <source>Words lost</source>
        <translation>Palabras perdidas</translation>
    </message>
    <message>
        <location filename="../window.py" line="469" />
        <source>Candidates gained</source>
        <translation>Candidatos nuevos</translation>
    </message>
    <message>
        <location filename="../window.py" line="470" />
        <source>Candidates lost</source>
        <translation>Candidatos perdidos</translation>
    </message>
    <message>
        <location filename="../window.py" line="471" />
        <source>Frequency changes</source>
        <translation>Cambios de frecuencia</translation>
    </message>
</context>
<context>
    <name>PlotsTab</name>
    <message>
        <location filename="../window.py" line="364" />
        <location filename="../window.py" line="387" />
        <source>Page profiles</source>
        <translation>Perfiles de página</translation>
    </message>
    <message>
        <location filename="../window.py" line="364" />
        <source>Vocabulary growth (Heaps)</source>
        <translation>Crecimiento del vocabulario (Heaps)</translation>
    </message>
    <message>
        <location filename="../window.py" line="365" />
        <source>Rank–frequency (Zipf)</source>
        <translation>Rango–frecuencia (Zipf)</translation>
    </message>
    <message>
        <location filename="../window.py" line="368" />
        <source>Pages:</source>
        <translation>Páginas:</translation>
    </message>
    <message>
        <location filename="../window.py" line="369" />
        <source>Save image…</source>
        <translation>Guardar imagen…</translation>
    </message>
    <message>
        <location filename="../window.py" line="387" />
        <source>Part of the page</source>
        <translation>Parte de la página</translation>
    </message>
    <message>
        <location filename="../window.py" line="388" />
        <source>Share of new words</source>
        <translation>Proporción de palabras nuevas</translation>
    </message>
    <message>
        <location filename="../window.py" line="390" />
        <source>page {0}</source>
        <translation>página {0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="393" />
        <location filename="../window.py" line="401" />
        <source>observed</source>
        <translation>observado</translation>
    </message>
    <message>
        <location filename="../window.py" line="395" />
        <source>Heaps fit: {0:.2f}·n^{1:.3f}</source>
        <translation>Ajuste de Heaps: {0:.2f}·n^{1:.3f}</translation>
    </message>
    <message>
        <location filename="../window.py" line="397" />
        <source>Vocabulary growth</source>
        <translation>Crecimiento del vocabulario</translation>
    </message>
    <message>
        <location filename="../window.py" line="397" />
        <source>Words (tokens)</source>
        <translation>Palabras (ocurrencias)</translation>
    </message>
    <message>
        <location filename="../window.py" line="398" />
        <source>Distinct words (types)</source>
        <translation>Palabras distintas (tipos)</translation>
    </message>
    <message>
        <location filename="../window.py" line="403" />
        <source>Zipf fit: {0:.1f}·r^{1:.3f}</source>
        <translation>Ajuste de Zipf: {0:.1f}·r^{1:.3f}</translation>
    </message>
    <message>
        <location filename="../window.py" line="405" />
        <source>Rank–frequency</source>
        <translation>Rango–frecuencia</translation>
    </message>
    <message>
        <location filename="../window.py" line="405" />
        <source>Rank</source>
        <translation>Rango</translation>
    </message>
    <message>
        <location filename="../window.py" line="406" />
        <source>Frequency</source>
        <translation>Frecuencia</translation>
    </message>
    <message>
        <location filename="../window.py" line="410" />
        <source>Save the plot</source>
        <translation>Guardar el gráfico</translation>
    </message>
    <message>
        <location filename="../window.py" line="411" />
        <source>PNG image (*.png);;SVG image (*.svg)</source>
        <translation>Imagen PNG (*.png);;Imagen SVG (*.svg)</translation>
    </message>
</context>
<context>
    <name>TableTab</name>
    <message>
        <location filename="../window.py" line="246" />
        <source>Search in every text column</source>
        <translation>Buscar en todas las columnas de texto</translation>
    </message>
    <message>
        <location filename="../window.py" line="247" />
        <source>Category:</source>
        <translation>Categoría:</translation>
    </message>
    <message>
        <location filename="../window.py" line="248" />
        <source>Triage:</source>
        <translation>Clasificación:</translation>
    </message>
    <message>
        <location filename="../window.py" line="249" />
        <source>Show only:</source>
        <translation>Mostrar solo:</translation>
    </message>
    <message>
        <location filename="../window.py" line="253" />
        <source>(all)</source>
        <translation>(todas)</translation>
    </message>
    <message>
        <location filename="../window.py" line="261" />
        <source>Column contains…</source>
        <translation>La columna contiene…</translation>
    </message>
    <message>
        <location filename="../window.py" line="262" />
        <source>Regular expression</source>
        <translation>Expresión regular</translation>
    </message>
    <message>
        <location filename="../window.py" line="263" />
        <source>from</source>
        <translation>desde</translation>
    </message>
    <message>
        <location filename="../window.py" line="264" />
        <source>to</source>
        <translation>hasta</translation>
    </message>
    <message>
        <location filename="../window.py" line="265" />
        <source>Filter</source>
        <translation>Filtrar</translation>
    </message>
    <message>
        <location filename="../window.py" line="266" />
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <location filename="../window.py" line="267" />
        <source>Export view…</source>
        <translation>Exportar vista…</translation>
    </message>
    <message>
        <location filename="../window.py" line="301" />
        <source>The range needs numbers.</source>
        <translation>El intervalo necesita números.</translation>
    </message>
    <message>
        <location filename="../window.py" line="304" />
        <source>Not a valid regular expression.</source>
        <translation>No es una expresión regular válida.</translation>
    </message>
    <message>
        <location filename="../window.py" line="318" />
        <source>Export the filtered view</source>
        <translation>Exportar la vista filtrada</translation>
    </message>
    <message>
        <location filename="../window.py" line="319" />
        <source>CSV (*.csv);;TSV (*.tsv)</source>
        <translation>CSV (*.csv);;TSV (*.tsv)</translation>
    </message>
    <message>
        <location filename="../window.py" line="326" />
        <source>{0} rows written to {1}</source>
        <translation>{0} filas escritas en {1}</translation>
    </message>
    <message>
        <location filename="../window.py" line="330" />
        <source>{0} rows</source>
        <translation>{0} filas</translation>
    </message>
</context>
<context>
    <name>Viewer</name>
    <message>
        <location filename="../window.py" line="89" />
        <source>Code</source>
        <extracomment>The Universal Dependencies categories (a fixed list: DISTINCT over a million words rows would cost a full scan on every open). The analyzer's triage tags (analyzers/neologisms.py).</extracomment>
        <translation>Código</translation>
    </message>
    <message>
        <location filename="../window.py" line="90" />
        <source>Form</source>
        <translation>Forma</translation>
    </message>
    <message>
        <location filename="../window.py" line="91" />
        <source>Lemmas</source>
        <translation>Lemas</translation>
    </message>
    <message>
        <location filename="../window.py" line="92" />
        <source>Categories</source>
        <translation>Categorías</translation>
    </message>
    <message>
        <location filename="../window.py" line="93" />
        <location filename="../window.py" line="102" />
        <location filename="../window.py" line="131" />
        <source>Frequency</source>
        <translation>Frecuencia</translation>
    </message>
    <message>
        <location filename="../window.py" line="94" />
        <location filename="../window.py" line="132" />
        <source>Pages</source>
        <translation>Páginas</translation>
    </message>
    <message>
        <location filename="../window.py" line="95" />
        <source>Recognized</source>
        <translation>Reconocida</translation>
    </message>
    <message>
        <location filename="../window.py" line="96" />
        <location filename="../window.py" line="123" />
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location filename="../window.py" line="100" />
        <source>Lemma</source>
        <translation>Lema</translation>
    </message>
    <message>
        <location filename="../window.py" line="101" />
        <source>Category</source>
        <translation>Categoría</translation>
    </message>
    <message>
        <location filename="../window.py" line="103" />
        <source>Forms</source>
        <translation>Formas</translation>
    </message>
    <message>
        <location filename="../window.py" line="104" />
        <source>Form list</source>
        <translation>Lista de formas</translation>
    </message>
    <message>
        <location filename="../window.py" line="107" />
        <location filename="../window.py" line="125" />
        <location filename="../window.py" line="135" />
        <source>Page</source>
        <translation>Página</translation>
    </message>
    <message>
        <location filename="../window.py" line="108" />
        <location filename="../window.py" line="126" />
        <location filename="../window.py" line="142" />
        <source>Address</source>
        <translation>Dirección</translation>
    </message>
    <message>
        <location filename="../window.py" line="109" />
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <location filename="../window.py" line="110" />
        <location filename="../window.py" line="145" />
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../window.py" line="111" />
        <source>Tokens</source>
        <translation>Ocurrencias</translation>
    </message>
    <message>
        <location filename="../window.py" line="112" />
        <source>Types</source>
        <translation>Tipos</translation>
    </message>
    <message>
        <location filename="../window.py" line="113" />
        <source>Depth</source>
        <translation>Profundidad</translation>
    </message>
    <message>
        <location filename="../window.py" line="114" />
        <location filename="../window.py" line="150" />
        <source>Start address</source>
        <translation>Dirección inicial</translation>
    </message>
    <message>
        <location filename="../window.py" line="115" />
        <source>Output</source>
        <translation>Salida</translation>
    </message>
    <message>
        <location filename="../window.py" line="118" />
        <source>Left context</source>
        <translation>Contexto izquierdo</translation>
    </message>
    <message>
        <location filename="../window.py" line="120" />
        <source>Word</source>
        <translation>Palabra</translation>
    </message>
    <message>
        <location filename="../window.py" line="121" />
        <source>Right context</source>
        <translation>Contexto derecho</translation>
    </message>
    <message>
        <location filename="../window.py" line="122" />
        <source>Key</source>
        <translation>Clave</translation>
    </message>
    <message>
        <location filename="../window.py" line="124" />
        <source>Triage</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <location filename="../window.py" line="129" />
        <source>Segment</source>
        <translation>Segmento</translation>
    </message>
    <message>
        <location filename="../window.py" line="130" />
        <source>Length</source>
        <translation>Longitud</translation>
    </message>
    <message>
        <location filename="../window.py" line="136" />
        <source>Part</source>
        <translation>Parte</translation>
    </message>
    <message>
        <location filename="../window.py" line="137" />
        <source>New words</source>
        <translation>Palabras nuevas</translation>
    </message>
    <message>
        <location filename="../window.py" line="138" />
        <source>Words</source>
        <translation>Palabras</translation>
    </message>
    <message>
        <location filename="../window.py" line="141" />
        <source>Number</source>
        <translation>Número</translation>
    </message>
    <message>
        <location filename="../window.py" line="143" />
        <source>Outcome</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location filename="../window.py" line="144" />
        <source>Cause</source>
        <translation>Causa</translation>
    </message>
    <message>
        <location filename="../window.py" line="146" />
        <source>Attempts</source>
        <translation>Intentos</translation>
    </message>
    <message>
        <location filename="../window.py" line="147" />
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <location filename="../window.py" line="148" />
        <source>Seconds</source>
        <translation>Segundos</translation>
    </message>
    <message>
        <location filename="../window.py" line="149" />
        <source>Detail</source>
        <translation>Detalle</translation>
    </message>
</context>
<context>
    <name>ViewerWindow</name>
    <message>
        <location filename="../window.py" line="516" />
        <source>DAWeb results: {0}</source>
        <extracomment>Opens addresses (the browser); tests replace it.</extracomment>
        <translation>Resultados de DAWeb: {0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="517" />
        <source>no run</source>
        <translation>ninguna ejecución</translation>
    </message>
    <message>
        <location filename="../window.py" line="518" />
        <source>Open run…</source>
        <translation>Abrir ejecución…</translation>
    </message>
    <message>
        <location filename="../window.py" line="519" />
        <source>Compare with…</source>
        <translation>Comparar con…</translation>
    </message>
    <message>
        <location filename="../window.py" line="522" />
        <source>Open a run folder, or drop one here.</source>
        <translation>Abra la carpeta de una ejecución o suéltela aquí.</translation>
    </message>
    <message>
        <location filename="../window.py" line="528" />
        <source>Words</source>
        <translation>Palabras</translation>
    </message>
    <message>
        <location filename="../window.py" line="528" />
        <source>Lemmas</source>
        <translation>Lemas</translation>
    </message>
    <message>
        <location filename="../window.py" line="528" />
        <source>Pages</source>
        <translation>Páginas</translation>
    </message>
    <message>
        <location filename="../window.py" line="528" />
        <source>Unrecognized</source>
        <translation>No reconocidas</translation>
    </message>
    <message>
        <location filename="../window.py" line="529" />
        <source>Segments</source>
        <translation>Segmentos</translation>
    </message>
    <message>
        <location filename="../window.py" line="529" />
        <source>Profiles</source>
        <translation>Perfiles</translation>
    </message>
    <message>
        <location filename="../window.py" line="529" />
        <source>Incidents</source>
        <translation>Incidencias</translation>
    </message>
    <message>
        <location filename="../window.py" line="530" />
        <source>Plots</source>
        <translation>Gráficos</translation>
    </message>
    <message>
        <location filename="../window.py" line="602" />
        <source>Open a run folder</source>
        <translation>Abrir la carpeta de una ejecución</translation>
    </message>
    <message>
        <location filename="../window.py" line="607" />
        <source>Run to compare with</source>
        <translation>Ejecución con la que comparar</translation>
    </message>
</context>
<context>
    <name>WordDetailDialog</name>
    <message>
        <location filename="../window.py" line="440" />
        <source>Word: {0}</source>
        <translation>Palabra: {0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="443" />
        <source>Frequency: {0}, pages: {1}</source>
        <translation>Frecuencia: {0}, páginas: {1}</translation>
    </message>
    <message>
        <location filename="../window.py" line="445" />
        <source>Analyses:</source>
        <translation>Análisis:</translation>
    </message>
    <message>
        <location filename="../window.py" line="447" />
        <source>(none: unrecognized)</source>
        <translation>(ninguno: no reconocida)</translation>
    </message>
    <message>
        <location filename="../window.py" line="448" />
        <source>Pages:</source>
        <translation>Páginas:</translation>
    </message>
    <message>
        <location filename="../window.py" line="451" />
        <source>Occurrences:</source>
        <translation>Apariciones:</translation>
    </message>
</context>
</TS>