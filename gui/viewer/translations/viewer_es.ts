<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AllTablesTab</name>
    <message>
        <location filename="../tables.py" line="86"/>
        <source>All tables</source>
        <extracomment>The TableTab of each table chosen so far, by table name.</extracomment>
        <translation>Todas las tablas</translation>
    </message>
    <message>
        <location filename="../tables.py" line="87"/>
        <source>Table:</source>
        <translation>Tabla:</translation>
    </message>
</context>
<context>
    <name>CollocationsTab</name>
    <message>
        <location filename="../collocations.py" line="202"/>
        <source>PNG image (*.png);;SVG image (*.svg)</source>
        <translation>Imagen PNG (*.png);;Imagen SVG (*.svg)</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="201"/>
        <source>Save the chart</source>
        <translation>Guardar el gráfico</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="191"/>
        <source>Collocate</source>
        <translation>Colocativo</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="190"/>
        <source>Collocates of “{0}”</source>
        <translation>Colocativos de «{0}»</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="164"/>
        <source>Save image…</source>
        <translation>Guardar imagen…</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="163"/>
        <source>Ranked by:</source>
        <translation>Ordenadas por:</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="162"/>
        <source>Node word:</source>
        <translation>Palabra nodo:</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="161"/>
        <source>Collocations</source>
        <extracomment>The table shown, set by each tab.</extracomment>
        <translation>Colocaciones</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <location filename="../window.py" line="746"/>
        <source>Comparison of two runs</source>
        <translation>Comparación de dos ejecuciones</translation>
    </message>
    <message>
        <location filename="../window.py" line="750"/>
        <source>Words (tokens): {0} before, {1} after. Per million = frequency × 1,000,000 / the run&apos;s words. Log-likelihood (Rayson &amp; Garside): above {2} the difference is significant at p &lt; {3}; above {4}, p &lt; {5}; above {6}, p &lt; {7}.</source>
        <translation>Palabras (ocurrencias): {0} antes, {1} después. Por millón = frecuencia × 1.000.000 / palabras de la ejecución. Log-verosimilitud (Rayson y Garside): por encima de {2} la diferencia es significativa con p &lt; {3}; por encima de {4}, p &lt; {5}; por encima de {6}, p &lt; {7}.</translation>
    </message>
    <message>
        <location filename="../window.py" line="759"/>
        <source>Words gained</source>
        <translation>Palabras nuevas</translation>
    </message>
    <message>
        <location filename="../window.py" line="760"/>
        <source>Words lost</source>
        <translation>Palabras perdidas</translation>
    </message>
    <message>
        <location filename="../window.py" line="761"/>
        <source>Candidates gained</source>
        <translation>Candidatos nuevos</translation>
    </message>
    <message>
        <location filename="../window.py" line="762"/>
        <source>Candidates lost</source>
        <translation>Candidatos perdidos</translation>
    </message>
    <message>
        <location filename="../window.py" line="763"/>
        <source>Frequency changes</source>
        <translation>Cambios de frecuencia</translation>
    </message>
    <message>
        <location filename="../window.py" line="764"/>
        <source>All words</source>
        <translation>Todas las palabras</translation>
    </message>
</context>
<context>
    <name>ConcordanceTab</name>
    <message>
        <location filename="../concordance.py" line="127"/>
        <source>Concordance</source>
        <translation>Concordancia</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="129"/>
        <source>A form, lemma, category (NOUN…), pattern or list file; Enter</source>
        <translation>Una forma, lema, categoría (NOUN…), patrón o fichero de lista; Intro</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="132"/>
        <source>Form</source>
        <translation>Forma</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="133"/>
        <source>Lemma</source>
        <translation>Lema</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="134"/>
        <source>Category</source>
        <translation>Categoría</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="135"/>
        <source>Regular expression</source>
        <translation>Expresión regular</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="136"/>
        <source>List file</source>
        <translation>Fichero de lista</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="143"/>
        <source>List…</source>
        <translation>Lista…</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="144"/>
        <source>Context:</source>
        <translation>Contexto:</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="145"/>
        <source> characters</source>
        <translation> caracteres</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="146"/>
        <source>Sort by:</source>
        <translation>Ordenar por:</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="151"/>
        <source>(none)</source>
        <translation>(ninguna)</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="153"/>
        <source>Node</source>
        <translation>Nodo</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="156"/>
        <source>Search</source>
        <translation>Buscar</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="192"/>
        <source>{0} occurrences of “{1}”.</source>
        <translation>{0} apariciones de «{1}».</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="195"/>
        <source>{0} occurrences of “{1}”; the first {2} are shown: narrow the query.</source>
        <translation>{0} apariciones de «{1}»; se muestran las {2} primeras: precise la búsqueda.</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="235"/>
        <source>A list of words</source>
        <translation>Una lista de palabras</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="235"/>
        <source>Lists (*.txt);;All files (*)</source>
        <translation>Listas (*.txt);;Todos los ficheros (*)</translation>
    </message>
</context>
<context>
    <name>ExportOptions</name>
    <message>
        <location filename="../window.py" line="282"/>
        <source>Export the filtered view</source>
        <translation>Exportar la vista filtrada</translation>
    </message>
    <message>
        <location filename="../window.py" line="284"/>
        <source>Semicolon (;), decimal comma</source>
        <translation>Punto y coma (;), coma decimal</translation>
    </message>
    <message>
        <location filename="../window.py" line="285"/>
        <source>Comma (,), decimal point</source>
        <translation>Coma (,), punto decimal</translation>
    </message>
    <message>
        <location filename="../window.py" line="288"/>
        <source>As shown</source>
        <translation>Como se muestran</translation>
    </message>
    <message>
        <location filename="../window.py" line="289"/>
        <source>As stored</source>
        <translation>Como se guardan</translation>
    </message>
    <message>
        <location filename="../window.py" line="295"/>
        <source>CSV separator:</source>
        <translation>Separador CSV:</translation>
    </message>
    <message>
        <location filename="../window.py" line="296"/>
        <source>Values:</source>
        <translation>Valores:</translation>
    </message>
</context>
<context>
    <name>KeywordsTab</name>
    <message>
        <location filename="../keyness.py" line="117"/>
        <source>Keywords</source>
        <translation>Palabras clave</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="118"/>
        <source>General Spanish (wordfreq)</source>
        <translation>Español general (wordfreq)</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="119"/>
        <source>Another run…</source>
        <translation>Otra ejecución…</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="120"/>
        <source>Log-likelihood at least:</source>
        <translation>Log-verosimilitud mínima:</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="122"/>
        <source>3.84: p &lt; 0.05; 6.63: p &lt; 0.01; 10.83: p &lt; 0.001; 15.13: p &lt; 0.0001</source>
        <translation>3,84: p &lt; 0,05; 6,63: p &lt; 0,01; 10,83: p &lt; 0,001; 15,13: p &lt; 0,0001</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="128"/>
        <source>Reference: {0}, {1} words</source>
        <translation>Referencia: {0}, {1} palabras</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="130"/>
        <source>Reference: {0}</source>
        <translation>Referencia: {0}</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="160"/>
        <source>{0} positive keywords (+: more frequent in this run than in the reference) and {1} negative ones (−: less frequent); log ratio 1 = twice as frequent, 2 = four times.</source>
        <translation>{0} palabras clave positivas (+: más frecuentes en esta ejecución que en la referencia) y {1} negativas (−: menos frecuentes); razón logarítmica 1 = el doble de frecuente, 2 = el cuádruple.</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="172"/>
        <source>Reference run</source>
        <translation>Ejecución de referencia</translation>
    </message>
</context>
<context>
    <name>PlotsTab</name>
    <message>
        <location filename="../window.py" line="605"/>
        <location filename="../window.py" line="625"/>
        <source>Page profiles</source>
        <translation>Perfiles de página</translation>
    </message>
    <message>
        <location filename="../window.py" line="605"/>
        <source>Vocabulary growth (Heaps)</source>
        <translation>Crecimiento del vocabulario (Heaps)</translation>
    </message>
    <message>
        <location filename="../window.py" line="606"/>
        <source>Rank–frequency (Zipf)</source>
        <translation>Rango–frecuencia (Zipf)</translation>
    </message>
    <message>
        <location filename="../window.py" line="607"/>
        <location filename="../window.py" line="655"/>
        <source>Pages and words per start address</source>
        <translation>Páginas y palabras por dirección inicial</translation>
    </message>
    <message>
        <location filename="../window.py" line="610"/>
        <source>Pages:</source>
        <translation>Páginas:</translation>
    </message>
    <message>
        <location filename="../window.py" line="611"/>
        <source>Save image…</source>
        <translation>Guardar imagen…</translation>
    </message>
    <message>
        <location filename="../window.py" line="625"/>
        <source>Part of the page</source>
        <translation>Parte de la página</translation>
    </message>
    <message>
        <location filename="../window.py" line="626"/>
        <source>Share of new words</source>
        <translation>Proporción de palabras nuevas</translation>
    </message>
    <message>
        <location filename="../window.py" line="628"/>
        <source>page {0}</source>
        <translation>página {0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="631"/>
        <location filename="../window.py" line="640"/>
        <source>observed</source>
        <translation>observado</translation>
    </message>
    <message>
        <location filename="../window.py" line="633"/>
        <source>Heaps fit: {0}·n^{1}</source>
        <translation>Ajuste de Heaps: {0}·n^{1}</translation>
    </message>
    <message>
        <location filename="../window.py" line="642"/>
        <source>Zipf fit: {0}·r^{1}</source>
        <translation>Ajuste de Zipf: {0}·r^{1}</translation>
    </message>
    <message>
        <location filename="../window.py" line="636"/>
        <source>Vocabulary growth</source>
        <translation>Crecimiento del vocabulario</translation>
    </message>
    <message>
        <location filename="../window.py" line="636"/>
        <location filename="../window.py" line="662"/>
        <source>Words (tokens)</source>
        <translation>Palabras (ocurrencias)</translation>
    </message>
    <message>
        <location filename="../window.py" line="637"/>
        <source>Distinct words (types)</source>
        <translation>Palabras distintas (tipos)</translation>
    </message>
    <message>
        <location filename="../window.py" line="645"/>
        <source>Rank–frequency</source>
        <translation>Rango–frecuencia</translation>
    </message>
    <message>
        <location filename="../window.py" line="645"/>
        <source>Rank</source>
        <translation>Rango</translation>
    </message>
    <message>
        <location filename="../window.py" line="646"/>
        <source>Frequency</source>
        <translation>Frecuencia</translation>
    </message>
    <message>
        <location filename="../window.py" line="655"/>
        <source>Start address</source>
        <translation>Dirección inicial</translation>
    </message>
    <message>
        <location filename="../window.py" line="656"/>
        <source>Pages</source>
        <translation>Páginas</translation>
    </message>
    <message>
        <location filename="../window.py" line="657"/>
        <source>pages</source>
        <translation>páginas</translation>
    </message>
    <message>
        <location filename="../window.py" line="659"/>
        <source>words</source>
        <translation>palabras</translation>
    </message>
    <message>
        <location filename="../window.py" line="661"/>
        <source>(none)</source>
        <translation>(ninguna)</translation>
    </message>
    <message>
        <location filename="../window.py" line="665"/>
        <source>Save the plot</source>
        <translation>Guardar el gráfico</translation>
    </message>
    <message>
        <location filename="../window.py" line="666"/>
        <source>PNG image (*.png);;SVG image (*.svg)</source>
        <translation>Imagen PNG (*.png);;Imagen SVG (*.svg)</translation>
    </message>
</context>
<context>
    <name>RegimesTab</name>
    <message>
        <location filename="../collocations.py" line="220"/>
        <source>Prepositional regimes</source>
        <translation>Regímenes preposicionales</translation>
    </message>
</context>
<context>
    <name>SnapshotBar</name>
    <message>
        <location filename="../snapshots.py" line="133"/>
        <source>Re-analyze…</source>
        <translation>Reanalizar…</translation>
    </message>
    <message>
        <location filename="../snapshots.py" line="135"/>
        <source>Analyze the pages kept in this run again with the project&apos;s current lexicon and settings, into a new run, and compare the two</source>
        <translation>Analizar de nuevo las páginas guardadas en esta ejecución con el léxico y la configuración actuales del proyecto, en una ejecución nueva, y comparar las dos</translation>
    </message>
    <message>
        <location filename="../snapshots.py" line="137"/>
        <source>This run kept no page snapshots (made before DAWeb kept them, from local files, or with snapshots turned off), so it cannot be re-analyzed</source>
        <translation>Esta ejecución no guardó copias de las páginas (se hizo antes de que DAWeb las guardara, con archivos locales o con las copias desactivadas), así que no se puede reanalizar</translation>
    </message>
    <message>
        <location filename="../snapshots.py" line="141"/>
        <source>Stop</source>
        <translation>Parar</translation>
    </message>
    <message>
        <location filename="../snapshots.py" line="143"/>
        <source>Stop the re-analysis; the pages analyzed so far stay in the new run</source>
        <translation>Parar el reanálisis; las páginas ya analizadas se quedan en la nueva ejecución</translation>
    </message>
    <message>
        <location filename="../snapshots.py" line="173"/>
        <source>Re-analyzing…</source>
        <translation>Reanalizando…</translation>
    </message>
    <message>
        <location filename="../snapshots.py" line="183"/>
        <source>Stopping…</source>
        <translation>Parando…</translation>
    </message>
    <message>
        <location filename="../snapshots.py" line="194"/>
        <source>Re-analyzing: {0} pages</source>
        <translation>Reanalizando: {0} páginas</translation>
    </message>
    <message>
        <location filename="../snapshots.py" line="210"/>
        <source>Re-analyzed into {0}</source>
        <translation>Reanalizado en {0}</translation>
    </message>
    <message>
        <location filename="../snapshots.py" line="214"/>
        <source>Re-analysis stopped: {0} pages in {1}</source>
        <translation>Reanálisis parado: {0} páginas en {1}</translation>
    </message>
    <message>
        <location filename="../snapshots.py" line="218"/>
        <source>Re-analysis failed</source>
        <translation>El reanálisis ha fallado</translation>
    </message>
    <message>
        <location filename="../snapshots.py" line="219"/>
        <source>Re-analysis</source>
        <translation>Reanálisis</translation>
    </message>
</context>
<context>
    <name>TableTab</name>
    <message>
        <location filename="../window.py" line="403"/>
        <source>Search in every text column</source>
        <extracomment>Where exports are offered: the run&apos;s folder once the window sets it. The table&apos;s name in the UI language (its tab&apos;s), for export file names.</extracomment>
        <translation>Buscar en todas las columnas de texto</translation>
    </message>
    <message>
        <location filename="../window.py" line="404"/>
        <source>Category:</source>
        <translation>Categoría:</translation>
    </message>
    <message>
        <location filename="../window.py" line="405"/>
        <source>Triage:</source>
        <translation>Clasificación:</translation>
    </message>
    <message>
        <location filename="../window.py" line="406"/>
        <source>Show only:</source>
        <translation>Mostrar solo:</translation>
    </message>
    <message>
        <location filename="../window.py" line="410"/>
        <source>(all)</source>
        <translation>(todas)</translation>
    </message>
    <message>
        <location filename="../window.py" line="419"/>
        <source>Column contains…</source>
        <translation>La columna contiene…</translation>
    </message>
    <message>
        <location filename="../window.py" line="420"/>
        <source>Regular expression</source>
        <translation>Expresión regular</translation>
    </message>
    <message>
        <location filename="../window.py" line="421"/>
        <source>from</source>
        <translation>desde</translation>
    </message>
    <message>
        <location filename="../window.py" line="422"/>
        <source>to</source>
        <translation>hasta</translation>
    </message>
    <message>
        <location filename="../window.py" line="423"/>
        <source>Filter</source>
        <translation>Filtrar</translation>
    </message>
    <message>
        <location filename="../window.py" line="424"/>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <location filename="../window.py" line="425"/>
        <source>Export view…</source>
        <translation>Exportar vista…</translation>
    </message>
    <message>
        <location filename="../window.py" line="453"/>
        <source>The range needs numbers.</source>
        <translation>El intervalo necesita números.</translation>
    </message>
    <message>
        <location filename="../window.py" line="456"/>
        <source>{0} is computed for the rows shown: it cannot filter.</source>
        <translation>{0} se calcula para las filas visibles: no se puede filtrar por ella.</translation>
    </message>
    <message>
        <location filename="../window.py" line="460"/>
        <source>Not a valid regular expression.</source>
        <translation>No es una expresión regular válida.</translation>
    </message>
    <message>
        <location filename="../window.py" line="477"/>
        <location filename="../window.py" line="499"/>
        <source>Export the filtered view</source>
        <translation>Exportar la vista filtrada</translation>
    </message>
    <message>
        <location filename="../window.py" line="479"/>
        <source>CSV (*.csv);;TSV (*.tsv);;Excel workbook (*.xlsx)</source>
        <translation>CSV (*.csv);;TSV (*.tsv);;Libro de Excel (*.xlsx)</translation>
    </message>
    <message>
        <location filename="../window.py" line="497"/>
        <source>Exporting {0}…</source>
        <translation>Exportando {0}…</translation>
    </message>
    <message>
        <location filename="../window.py" line="498"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../window.py" line="507"/>
        <source>Exporting to {0}…</source>
        <translation>Exportando a {0}…</translation>
    </message>
    <message>
        <location filename="../window.py" line="520"/>
        <source>Export cancelled.</source>
        <translation>Exportación cancelada.</translation>
    </message>
    <message>
        <location filename="../window.py" line="522"/>
        <source>Not exported: {0}</source>
        <translation>No se ha exportado: {0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="524"/>
        <source>{0} rows written to {1}</source>
        <translation>{0} filas escritas en {1}</translation>
    </message>
    <message>
        <location filename="../window.py" line="533"/>
        <source>Rows: {0}</source>
        <translation>Filas: {0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="563"/>
        <source>{0} is computed for the rows shown: it cannot sort.</source>
        <translation>{0} se calcula para las filas visibles: no se puede ordenar por ella.</translation>
    </message>
</context>
<context>
    <name>Tags</name>
    <message>
        <location filename="../tags.py" line="18"/>
        <source>proper-noun candidate</source>
        <extracomment>Translation context of the tag names. Stored tag -&gt; its name (a source text, translated in CONTEXT when shown).</extracomment>
        <translation>posible nombre propio</translation>
    </message>
    <message>
        <location filename="../tags.py" line="19"/>
        <source>acronym</source>
        <translation>sigla</translation>
    </message>
    <message>
        <location filename="../tags.py" line="20"/>
        <source>contains digits</source>
        <translation>contiene cifras</translation>
    </message>
    <message>
        <location filename="../tags.py" line="21"/>
        <source>likely typo</source>
        <translation>probable errata</translation>
    </message>
    <message>
        <location filename="../tags.py" line="22"/>
        <source>likely foreign</source>
        <translation>probable extranjerismo</translation>
    </message>
    <message>
        <location filename="../tags.py" line="23"/>
        <source>guessed lemma</source>
        <translation>lema conjeturado</translation>
    </message>
    <message>
        <location filename="../tags.py" line="24"/>
        <source>plain candidate</source>
        <translation>candidato</translation>
    </message>
    <message>
        <location filename="../tags.py" line="26"/>
        <source>letters</source>
        <translation>letras</translation>
    </message>
    <message>
        <location filename="../tags.py" line="27"/>
        <source>letters and digits</source>
        <translation>letras y cifras</translation>
    </message>
    <message>
        <location filename="../tags.py" line="28"/>
        <source>other characters</source>
        <translation>otros caracteres</translation>
    </message>
    <message>
        <location filename="../tags.py" line="30"/>
        <source>web address</source>
        <translation>dirección web</translation>
    </message>
    <message>
        <location filename="../tags.py" line="31"/>
        <source>e-mail address</source>
        <translation>dirección de correo</translation>
    </message>
    <message>
        <location filename="../tags.py" line="32"/>
        <source>file path</source>
        <translation>ruta de archivo</translation>
    </message>
    <message>
        <location filename="../tags.py" line="33"/>
        <source>command-line option</source>
        <translation>opción de línea de órdenes</translation>
    </message>
    <message>
        <location filename="../tags.py" line="34"/>
        <source>code identifier</source>
        <translation>identificador de código</translation>
    </message>
    <message>
        <location filename="../tags.py" line="35"/>
        <source>key or key chord</source>
        <translation>tecla o combinación de teclas</translation>
    </message>
    <message>
        <location filename="../tags.py" line="36"/>
        <source>hashtag</source>
        <translation>etiqueta (hashtag)</translation>
    </message>
    <message>
        <location filename="../tags.py" line="37"/>
        <source>mention</source>
        <translation>mención</translation>
    </message>
    <message>
        <location filename="../tags.py" line="38"/>
        <source>number</source>
        <translation>número</translation>
    </message>
    <message>
        <location filename="../tags.py" line="39"/>
        <source>date</source>
        <translation>fecha</translation>
    </message>
    <message>
        <location filename="../tags.py" line="41"/>
        <source>obtained</source>
        <translation>obtenida</translation>
    </message>
    <message>
        <location filename="../tags.py" line="42"/>
        <source>not obtained</source>
        <translation>no obtenida</translation>
    </message>
    <message>
        <location filename="../tags.py" line="43"/>
        <source>not attempted</source>
        <translation>no intentada</translation>
    </message>
    <message>
        <location filename="../tags.py" line="44"/>
        <source>unchanged</source>
        <translation>sin cambios</translation>
    </message>
    <message>
        <location filename="../tags.py" line="46"/>
        <source>ok</source>
        <translation>correcta</translation>
    </message>
    <message>
        <location filename="../tags.py" line="47"/>
        <source>HTTP status</source>
        <translation>estado HTTP</translation>
    </message>
    <message>
        <location filename="../tags.py" line="48"/>
        <source>server not found</source>
        <translation>servidor no encontrado</translation>
    </message>
    <message>
        <location filename="../tags.py" line="49"/>
        <source>timeout</source>
        <translation>tiempo agotado</translation>
    </message>
    <message>
        <location filename="../tags.py" line="50"/>
        <source>connection refused</source>
        <translation>conexión rechazada</translation>
    </message>
    <message>
        <location filename="../tags.py" line="51"/>
        <source>connection reset</source>
        <translation>conexión cortada</translation>
    </message>
    <message>
        <location filename="../tags.py" line="52"/>
        <source>TLS error</source>
        <translation>error TLS</translation>
    </message>
    <message>
        <location filename="../tags.py" line="53"/>
        <source>redirect loop</source>
        <translation>redirección circular</translation>
    </message>
    <message>
        <location filename="../tags.py" line="54"/>
        <source>too many redirects</source>
        <translation>demasiadas redirecciones</translation>
    </message>
    <message>
        <location filename="../tags.py" line="55"/>
        <source>too large</source>
        <translation>demasiado grande</translation>
    </message>
    <message>
        <location filename="../tags.py" line="56"/>
        <source>unsupported content type</source>
        <translation>tipo de contenido no admitido</translation>
    </message>
    <message>
        <location filename="../tags.py" line="57"/>
        <source>forbidden by robots.txt</source>
        <translation>prohibida por robots.txt</translation>
    </message>
    <message>
        <location filename="../tags.py" line="58"/>
        <source>cancelled address</source>
        <translation>dirección cancelada</translation>
    </message>
    <message>
        <location filename="../tags.py" line="59"/>
        <source>bad address</source>
        <translation>dirección incorrecta</translation>
    </message>
    <message>
        <location filename="../tags.py" line="60"/>
        <source>unsupported scheme</source>
        <translation>esquema no admitido</translation>
    </message>
    <message>
        <location filename="../tags.py" line="61"/>
        <source>private address</source>
        <translation>dirección privada</translation>
    </message>
    <message>
        <location filename="../tags.py" line="62"/>
        <source>limit reached</source>
        <translation>límite alcanzado</translation>
    </message>
    <message>
        <location filename="../tags.py" line="63"/>
        <source>crawler trap</source>
        <translation>trampa para robots</translation>
    </message>
    <message>
        <location filename="../tags.py" line="64"/>
        <source>protocol error</source>
        <translation>error de protocolo</translation>
    </message>
    <message>
        <location filename="../tags.py" line="65"/>
        <source>duplicate</source>
        <translation>duplicada</translation>
    </message>
    <message>
        <location filename="../tags.py" line="66"/>
        <source>analysis error</source>
        <translation>error de análisis</translation>
    </message>
    <message>
        <location filename="../tags.py" line="67"/>
        <source>not modified</source>
        <translation>no modificada</translation>
    </message>
    <message>
        <location filename="../tags.py" line="68"/>
        <source>feed error</source>
        <translation>error de canal RSS/Atom</translation>
    </message>
    <message>
        <location filename="../tags.py" line="83"/>
        <source>adjective</source>
        <extracomment>Universal Dependencies part-of-speech tags -&gt; their names (source texts, CONTEXT).</extracomment>
        <translation>adjetivo</translation>
    </message>
    <message>
        <location filename="../tags.py" line="84"/>
        <source>adposition (preposition)</source>
        <translation>adposición (preposición)</translation>
    </message>
    <message>
        <location filename="../tags.py" line="85"/>
        <source>adverb</source>
        <translation>adverbio</translation>
    </message>
    <message>
        <location filename="../tags.py" line="86"/>
        <source>auxiliary verb</source>
        <translation>verbo auxiliar</translation>
    </message>
    <message>
        <location filename="../tags.py" line="87"/>
        <source>coordinating conjunction</source>
        <translation>conjunción coordinante</translation>
    </message>
    <message>
        <location filename="../tags.py" line="88"/>
        <source>determiner</source>
        <translation>determinante</translation>
    </message>
    <message>
        <location filename="../tags.py" line="89"/>
        <source>interjection</source>
        <translation>interjección</translation>
    </message>
    <message>
        <location filename="../tags.py" line="90"/>
        <source>noun</source>
        <translation>nombre común</translation>
    </message>
    <message>
        <location filename="../tags.py" line="91"/>
        <source>numeral</source>
        <translation>número</translation>
    </message>
    <message>
        <location filename="../tags.py" line="92"/>
        <source>particle</source>
        <translation>partícula</translation>
    </message>
    <message>
        <location filename="../tags.py" line="93"/>
        <source>pronoun</source>
        <translation>pronombre</translation>
    </message>
    <message>
        <location filename="../tags.py" line="94"/>
        <source>proper noun</source>
        <translation>nombre propio</translation>
    </message>
    <message>
        <location filename="../tags.py" line="95"/>
        <source>punctuation</source>
        <translation>puntuación</translation>
    </message>
    <message>
        <location filename="../tags.py" line="96"/>
        <source>subordinating conjunction</source>
        <translation>conjunción subordinante</translation>
    </message>
    <message>
        <location filename="../tags.py" line="97"/>
        <source>symbol</source>
        <translation>símbolo</translation>
    </message>
    <message>
        <location filename="../tags.py" line="98"/>
        <source>verb</source>
        <translation>verbo</translation>
    </message>
    <message>
        <location filename="../tags.py" line="99"/>
        <source>other</source>
        <translation>otra</translation>
    </message>
</context>
<context>
    <name>Viewer</name>
    <message>
        <location filename="../collocations.py" line="80"/>
        <location filename="../../../daweb/store/schema.py" line="385"/>
        <source>Share</source>
        <translation>Proporción</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="79"/>
        <location filename="../../../daweb/store/schema.py" line="384"/>
        <source>Preposition frequency</source>
        <translation>Frecuencia de la preposición</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="78"/>
        <location filename="../../../daweb/store/schema.py" line="383"/>
        <source>Lemma frequency</source>
        <translation>Frecuencia del lema</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="77"/>
        <location filename="../../../daweb/store/schema.py" line="382"/>
        <source>Ambiguous</source>
        <translation>Ambiguas</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="75"/>
        <location filename="../../../daweb/store/schema.py" line="380"/>
        <source>Preposition</source>
        <translation>Preposición</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="64"/>
        <location filename="../../../daweb/store/schema.py" line="362"/>
        <source>Collocate frequency</source>
        <translation>Frecuencia del colocativo</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="63"/>
        <location filename="../../../daweb/store/schema.py" line="361"/>
        <source>Node frequency</source>
        <translation>Frecuencia del nodo</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="62"/>
        <location filename="../../../daweb/store/schema.py" line="360"/>
        <source>Right</source>
        <translation>Derecha</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="61"/>
        <location filename="../../../daweb/store/schema.py" line="359"/>
        <source>Left</source>
        <translation>Izquierda</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="59"/>
        <location filename="../../../daweb/store/schema.py" line="357"/>
        <source>Collocate</source>
        <translation>Colocativo</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="58"/>
        <location filename="../../../daweb/store/schema.py" line="356"/>
        <source>Node</source>
        <extracomment>Bars drawn per node word. Node words offered in the chooser, most frequent first.</extracomment>
        <translation>Nodo</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="40"/>
        <location filename="../../../daweb/store/schema.py" line="366"/>
        <source>Log-likelihood (G²)</source>
        <translation>Log-verosimilitud (G²)</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="39"/>
        <location filename="../../../daweb/store/schema.py" line="365"/>
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
        <location filename="../../../daweb/store/schema.py" line="363"/>
        <source>MI</source>
        <translation>IM</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="35"/>
        <location filename="../collocations.py" line="81"/>
        <location filename="../../../daweb/store/schema.py" line="367"/>
        <location filename="../../../daweb/store/schema.py" line="386"/>
        <source>Log Dice</source>
        <extracomment>Columns a node&apos;s collocates can be ranked by, with their labels (translated in &quot;Viewer&quot;).</extracomment>
        <translation>logDice</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="168"/>
        <source>Code</source>
        <translation>Código</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="54"/>
        <location filename="../window.py" line="238"/>
        <location filename="../../../daweb/store/schema.py" line="169"/>
        <location filename="../../../daweb/store/schema.py" line="343"/>
        <source>Form</source>
        <translation>Forma</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="57"/>
        <source>Reference frequency</source>
        <translation>Frecuencia en la referencia</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="60"/>
        <source>Reference per million</source>
        <translation>Por millón en la referencia</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="65"/>
        <source>Log ratio</source>
        <translation>Razón logarítmica (log ratio)</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="66"/>
        <source>Keyword</source>
        <translation>Clave</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="171"/>
        <location filename="../../../daweb/store/schema.py" line="281"/>
        <source>Lemmas</source>
        <translation>Lemas</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="172"/>
        <source>Categories</source>
        <translation>Categorías</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="36"/>
        <location filename="../collocations.py" line="60"/>
        <location filename="../collocations.py" line="76"/>
        <location filename="../keyness.py" line="55"/>
        <location filename="../../../daweb/store/schema.py" line="174"/>
        <location filename="../../../daweb/store/schema.py" line="192"/>
        <location filename="../../../daweb/store/schema.py" line="209"/>
        <location filename="../../../daweb/store/schema.py" line="219"/>
        <location filename="../../../daweb/store/schema.py" line="248"/>
        <location filename="../../../daweb/store/schema.py" line="255"/>
        <location filename="../../../daweb/store/schema.py" line="262"/>
        <location filename="../../../daweb/store/schema.py" line="284"/>
        <location filename="../../../daweb/store/schema.py" line="344"/>
        <location filename="../../../daweb/store/schema.py" line="358"/>
        <location filename="../../../daweb/store/schema.py" line="381"/>
        <source>Frequency</source>
        <translation>Frecuencia</translation>
    </message>
    <message>
        <location filename="../window.py" line="172"/>
        <location filename="../../../daweb/store/schema.py" line="142"/>
        <location filename="../../../daweb/store/schema.py" line="175"/>
        <location filename="../../../daweb/store/schema.py" line="256"/>
        <location filename="../../../daweb/store/schema.py" line="263"/>
        <location filename="../../../daweb/store/schema.py" line="345"/>
        <source>Pages</source>
        <translation>Páginas</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="176"/>
        <source>Recognized</source>
        <translation>Reconocida</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="170"/>
        <location filename="../../../daweb/store/schema.py" line="203"/>
        <location filename="../../../daweb/store/schema.py" line="229"/>
        <location filename="../../../daweb/store/schema.py" line="309"/>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="73"/>
        <location filename="../../../daweb/store/schema.py" line="190"/>
        <location filename="../../../daweb/store/schema.py" line="217"/>
        <location filename="../../../daweb/store/schema.py" line="282"/>
        <location filename="../../../daweb/store/schema.py" line="378"/>
        <source>Lemma</source>
        <translation>Lema</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="74"/>
        <location filename="../../../daweb/store/schema.py" line="191"/>
        <location filename="../../../daweb/store/schema.py" line="218"/>
        <location filename="../../../daweb/store/schema.py" line="283"/>
        <location filename="../../../daweb/store/schema.py" line="379"/>
        <source>Category</source>
        <translation>Categoría</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="82"/>
        <location filename="../../../daweb/store/schema.py" line="285"/>
        <location filename="../../../daweb/store/schema.py" line="387"/>
        <source>Forms</source>
        <translation>Formas</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="56"/>
        <location filename="../window.py" line="151"/>
        <source>Per million</source>
        <translation>Por millón</translation>
    </message>
    <message>
        <location filename="../window.py" line="133"/>
        <source>Dispersion (DP)</source>
        <extracomment>The Universal Dependencies categories (a fixed list: DISTINCT over a million words rows would cost a full scan on every open). The analyzer&apos;s triage tags (analyzers/neologisms.py).</extracomment>
        <translation>Dispersión (DP)</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="286"/>
        <source>Form list</source>
        <translation>Lista de formas</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="70"/>
        <location filename="../../../daweb/store/schema.py" line="143"/>
        <location filename="../../../daweb/store/schema.py" line="207"/>
        <location filename="../../../daweb/store/schema.py" line="215"/>
        <location filename="../../../daweb/store/schema.py" line="225"/>
        <location filename="../../../daweb/store/schema.py" line="246"/>
        <location filename="../../../daweb/store/schema.py" line="267"/>
        <location filename="../../../daweb/store/schema.py" line="274"/>
        <location filename="../../../daweb/store/schema.py" line="307"/>
        <location filename="../../../daweb/store/schema.py" line="315"/>
        <location filename="../../../daweb/store/schema.py" line="329"/>
        <location filename="../../../daweb/store/schema.py" line="335"/>
        <location filename="../../../daweb/store/schema.py" line="351"/>
        <source>Page</source>
        <translation>Página</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="71"/>
        <location filename="../../../daweb/store/schema.py" line="139"/>
        <location filename="../../../daweb/store/schema.py" line="145"/>
        <location filename="../../../daweb/store/schema.py" line="293"/>
        <location filename="../../../daweb/store/schema.py" line="321"/>
        <source>Address</source>
        <translation>Dirección</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="147"/>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="148"/>
        <location filename="../../../daweb/store/schema.py" line="297"/>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="155"/>
        <location filename="../../../daweb/store/schema.py" line="275"/>
        <source>Tokens</source>
        <translation>Ocurrencias</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="156"/>
        <location filename="../../../daweb/store/schema.py" line="276"/>
        <source>Types</source>
        <translation>Tipos</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="154"/>
        <location filename="../../../daweb/store/schema.py" line="324"/>
        <source>Depth</source>
        <translation>Profundidad</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="144"/>
        <location filename="../../../daweb/store/schema.py" line="294"/>
        <location filename="../../../daweb/store/schema.py" line="323"/>
        <source>Start address</source>
        <translation>Dirección inicial</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="140"/>
        <location filename="../../../daweb/store/schema.py" line="158"/>
        <source>Output</source>
        <translation>Salida</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="66"/>
        <location filename="../../../daweb/store/schema.py" line="231"/>
        <source>Left context</source>
        <extracomment>Lines kept at most (a concordance of *de* in a big run would hold millions; a reader never reads past a sample: narrow the query instead). The words beside the node, as columns (L3…R3 without the node).</extracomment>
        <translation>Contexto izquierdo</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="67"/>
        <location filename="../../../daweb/store/schema.py" line="189"/>
        <location filename="../../../daweb/store/schema.py" line="202"/>
        <location filename="../../../daweb/store/schema.py" line="208"/>
        <location filename="../../../daweb/store/schema.py" line="216"/>
        <location filename="../../../daweb/store/schema.py" line="226"/>
        <location filename="../../../daweb/store/schema.py" line="227"/>
        <location filename="../../../daweb/store/schema.py" line="342"/>
        <source>Word</source>
        <translation>Palabra</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="68"/>
        <location filename="../../../daweb/store/schema.py" line="232"/>
        <source>Right context</source>
        <translation>Contexto derecho</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="135"/>
        <location filename="../../../daweb/store/schema.py" line="228"/>
        <source>Key</source>
        <translation>Clave</translation>
    </message>
    <message>
        <location filename="../window.py" line="246"/>
        <location filename="../../../daweb/store/schema.py" line="234"/>
        <source>Triage</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="235"/>
        <source>Word formation</source>
        <translation>Formación de palabras</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="247"/>
        <location filename="../../../daweb/store/schema.py" line="254"/>
        <location filename="../../../daweb/store/schema.py" line="260"/>
        <source>Segment</source>
        <translation>Segmento</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="261"/>
        <source>Length</source>
        <translation>Longitud</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="268"/>
        <source>Part</source>
        <translation>Parte</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="269"/>
        <location filename="../../../daweb/store/schema.py" line="341"/>
        <source>New words</source>
        <translation>Palabras nuevas</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="167"/>
        <location filename="../../../daweb/store/schema.py" line="270"/>
        <location filename="../../../daweb/store/schema.py" line="337"/>
        <source>Words</source>
        <translation>Palabras</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="224"/>
        <location filename="../../../daweb/store/schema.py" line="292"/>
        <source>Number</source>
        <translation>Número</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="295"/>
        <source>Outcome</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="296"/>
        <source>Cause</source>
        <translation>Causa</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="298"/>
        <source>Attempts</source>
        <translation>Intentos</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="151"/>
        <location filename="../../../daweb/store/schema.py" line="299"/>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="153"/>
        <location filename="../../../daweb/store/schema.py" line="300"/>
        <source>Seconds</source>
        <translation>Segundos</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="301"/>
        <source>Detail</source>
        <translation>Detalle</translation>
    </message>
    <message>
        <location filename="../window.py" line="139"/>
        <source>Juilland&apos;s D</source>
        <translation>D de Juilland</translation>
    </message>
    <message>
        <location filename="../window.py" line="239"/>
        <source>Frequency before</source>
        <translation>Frecuencia antes</translation>
    </message>
    <message>
        <location filename="../window.py" line="240"/>
        <source>Frequency after</source>
        <translation>Frecuencia después</translation>
    </message>
    <message>
        <location filename="../window.py" line="241"/>
        <source>Per million before</source>
        <translation>Por millón antes</translation>
    </message>
    <message>
        <location filename="../window.py" line="242"/>
        <source>Per million after</source>
        <translation>Por millón después</translation>
    </message>
    <message>
        <location filename="../window.py" line="243"/>
        <source>Difference per million</source>
        <translation>Diferencia por millón</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="64"/>
        <location filename="../window.py" line="244"/>
        <source>Log-likelihood</source>
        <translation>Log-verosimilitud</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="134"/>
        <source>Run information</source>
        <extracomment>zlib-compressed UTF-8 text, stored small; exported and shown inflated (:func:`inflate`). DDL of its own instead of sqlite-utils&apos; (collocations and regimes: constraints sqlite-utils cannot state); written by close(), so absent in crashed runs. An internal table (not exported nor shown): a running total another table lists whole, or what only DAWeb itself reads. Every table, in export order (docs/results.md has the meaning of each column).</extracomment>
        <translation>Información de la ejecución</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="136"/>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="138"/>
        <source>Start addresses</source>
        <translation>Direcciones iniciales</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="146"/>
        <location filename="../../../daweb/store/schema.py" line="322"/>
        <source>Final address</source>
        <translation>Dirección final</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="149"/>
        <source>Character set</source>
        <translation>Juego de caracteres</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="150"/>
        <source>Content type</source>
        <translation>Tipo de contenido</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="152"/>
        <source>Fetched at</source>
        <translation>Obtenida el</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="157"/>
        <source>Text characters</source>
        <translation>Caracteres de texto</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="159"/>
        <source>Analyzed at</source>
        <translation>Analizada el</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="162"/>
        <source>Snapshot file</source>
        <translation>Archivo de la captura</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="163"/>
        <source>Snapshot offset</source>
        <translation>Posición en la captura</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="173"/>
        <source>Analyses</source>
        <translation>Análisis</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="188"/>
        <source>Readings of words</source>
        <translation>Lecturas de las palabras</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="201"/>
        <source>Kinds on the first page</source>
        <translation>Tipos en la primera página</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="206"/>
        <source>Words per page</source>
        <translation>Palabras por página</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="214"/>
        <source>Readings per page</source>
        <translation>Lecturas por página</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="223"/>
        <source>Unrecognized</source>
        <translation>No reconocidas</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="230"/>
        <source>Offset</source>
        <translation>Posición</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="233"/>
        <source>Sentence start</source>
        <translation>Inicio de oración</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="245"/>
        <source>Segments per page</source>
        <translation>Segmentos por página</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="253"/>
        <source>Segment totals</source>
        <translation>Totales de segmentos</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="259"/>
        <source>Segments</source>
        <translation>Segmentos</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="266"/>
        <source>Profiles</source>
        <translation>Perfiles</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="273"/>
        <source>Vocabulary growth</source>
        <translation>Crecimiento del vocabulario</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="287"/>
        <source>Guessed</source>
        <translation>Supuestas</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="291"/>
        <source>Incidents</source>
        <translation>Incidencias</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="302"/>
        <source>Recorded at</source>
        <translation>Registrada el</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="306"/>
        <source>Duplicates</source>
        <translation>Duplicados</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="308"/>
        <source>Duplicate of</source>
        <translation>Duplicado de</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="310"/>
        <source>Distance</source>
        <translation>Distancia</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="311"/>
        <source>Similarity</source>
        <translation>Similitud</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="314"/>
        <source>Feeds</source>
        <translation>Fuentes web</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="316"/>
        <source>Feed</source>
        <translation>Fuente web</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="317"/>
        <source>Published</source>
        <translation>Publicada</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="320"/>
        <source>Page versions</source>
        <translation>Versiones de páginas</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="325"/>
        <source>ETag</source>
        <translation>Etiqueta ETag</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="326"/>
        <source>Last modified</source>
        <translation>Última modificación</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="327"/>
        <source>Text digest</source>
        <translation>Huella del texto</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="328"/>
        <source>Change</source>
        <translation>Cambio</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="334"/>
        <source>Other languages</source>
        <translation>Otras lenguas</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="336"/>
        <source>Language</source>
        <translation>Lengua</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="350"/>
        <source>Page texts</source>
        <translation>Textos de las páginas</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="352"/>
        <source>Text</source>
        <translation>Texto</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="355"/>
        <source>Collocations</source>
        <translation>Colocaciones</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="377"/>
        <source>Regimes</source>
        <translation>Regímenes</translation>
    </message>
</context>
<context>
    <name>ViewerWindow</name>
    <message>
        <location filename="../window.py" line="826"/>
        <source>DAWeb results: {0}</source>
        <extracomment>The words table&apos;s connection when every word&apos;s dispersion is computed. Opens addresses (the browser); tests replace it. Page snapshots and re-analysis (gui/viewer/snapshots.py).</extracomment>
        <translation>Resultados de DAWeb: {0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="827"/>
        <source>no run</source>
        <translation>ninguna ejecución</translation>
    </message>
    <message>
        <location filename="../window.py" line="828"/>
        <source>Open run…</source>
        <translation>Abrir ejecución…</translation>
    </message>
    <message>
        <location filename="../window.py" line="829"/>
        <source>Compare with…</source>
        <translation>Comparar con…</translation>
    </message>
    <message>
        <location filename="../window.py" line="832"/>
        <source>Open a run folder, or drop one here.</source>
        <translation>Abra la carpeta de una ejecución o suéltela aquí.</translation>
    </message>
    <message>
        <location filename="../window.py" line="840"/>
        <source>Words</source>
        <translation>Palabras</translation>
    </message>
    <message>
        <location filename="../window.py" line="840"/>
        <source>Lemmas</source>
        <translation>Lemas</translation>
    </message>
    <message>
        <location filename="../window.py" line="840"/>
        <source>Pages</source>
        <translation>Páginas</translation>
    </message>
    <message>
        <location filename="../window.py" line="840"/>
        <source>Unrecognized</source>
        <translation>No reconocidas</translation>
    </message>
    <message>
        <location filename="../window.py" line="841"/>
        <source>Segments</source>
        <translation>Segmentos</translation>
    </message>
    <message>
        <location filename="../window.py" line="841"/>
        <source>Profiles</source>
        <translation>Perfiles</translation>
    </message>
    <message>
        <location filename="../window.py" line="841"/>
        <source>Incidents</source>
        <translation>Incidencias</translation>
    </message>
    <message>
        <location filename="../window.py" line="842"/>
        <source>Plots</source>
        <translation>Gráficos</translation>
    </message>
    <message>
        <location filename="../window.py" line="902"/>
        <source>Cannot open the results</source>
        <translation>No se pueden abrir los resultados</translation>
    </message>
    <message>
        <location filename="../window.py" line="903"/>
        <source>{0} cannot be read as DAWeb results: the file is damaged, incomplete or not a results file. Open another run, or analyze again.</source>
        <translation>{0} no se puede leer como resultados de DAWeb: el fichero está dañado, incompleto o no es un fichero de resultados. Abra otra ejecución o vuelva a analizar.</translation>
    </message>
    <message>
        <location filename="../window.py" line="968"/>
        <source>Cannot open the page</source>
        <translation>No se puede abrir la página</translation>
    </message>
    <message>
        <location filename="../window.py" line="969"/>
        <source>No browser could open {0}. The address is on the clipboard: paste it into a browser.</source>
        <translation>Ningún navegador ha podido abrir {0}. La dirección está en el portapapeles: péguela en un navegador.</translation>
    </message>
    <message>
        <location filename="../window.py" line="997"/>
        <source>Concordance of “{0}”</source>
        <translation>Concordancia de «{0}»</translation>
    </message>
    <message>
        <location filename="../window.py" line="1011"/>
        <source>From {0} to {1}</source>
        <translation>De {0} a {1}</translation>
    </message>
    <message>
        <location filename="../window.py" line="1032"/>
        <source>Open a run folder</source>
        <translation>Abrir la carpeta de una ejecución</translation>
    </message>
    <message>
        <location filename="../window.py" line="1038"/>
        <source>Run to compare with</source>
        <translation>Ejecución con la que comparar</translation>
    </message>
    <message>
        <location filename="../window.py" line="1044"/>
        <source>Comparison of two runs</source>
        <translation>Comparación de dos ejecuciones</translation>
    </message>
</context>
<context>
    <name>WordDetailDialog</name>
    <message>
        <location filename="../window.py" line="710"/>
        <source>Word: {0}</source>
        <translation>Palabra: {0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="713"/>
        <source>Frequency: {0}, pages: {1}</source>
        <translation>Frecuencia: {0}, páginas: {1}</translation>
    </message>
    <message>
        <location filename="../window.py" line="715"/>
        <source>Analyses:</source>
        <translation>Análisis:</translation>
    </message>
    <message>
        <location filename="../window.py" line="716"/>
        <source>(if written without its accent)</source>
        <translation>(si se escribió sin su tilde)</translation>
    </message>
    <message>
        <location filename="../window.py" line="719"/>
        <source>(none: unrecognized)</source>
        <translation>(ninguno: no reconocida)</translation>
    </message>
    <message>
        <location filename="../window.py" line="721"/>
        <source>Readings in this run:</source>
        <translation>Lecturas en esta ejecución:</translation>
    </message>
    <message>
        <location filename="../window.py" line="722"/>
        <source>(guessed category)</source>
        <translation>(categoría supuesta)</translation>
    </message>
    <message>
        <location filename="../window.py" line="725"/>
        <source>Pages:</source>
        <translation>Páginas:</translation>
    </message>
    <message>
        <location filename="../window.py" line="728"/>
        <source>Occurrences:</source>
        <translation>Apariciones:</translation>
    </message>
</context>
</TS>
