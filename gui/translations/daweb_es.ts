<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES" sourcelanguage="en_US">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../dialogs.py" line="439"/>
        <source>About DAWeb</source>
        <translation>Acerca de DAWeb</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="441"/>
        <source>&lt;h2&gt;DAWeb {0}&lt;/h2&gt;&lt;p&gt;Downloads whole web sites and analyzes their language morphologically, for linguists.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;DAWeb {0}&lt;/h2&gt;&lt;p&gt;Descarga sitios web completos y analiza morfológicamente su lengua, para lingüistas.&lt;/p&gt;&lt;p&gt;Software libre bajo la GNU GPL, versión 3 o posterior.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="444"/>
        <source>Packages:</source>
        <translation>Paquetes:</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="445"/>
        <source>Lexical sources:</source>
        <translation>Fuentes léxicas:</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="446"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="446"/>
        <source>Version</source>
        <translation>Versión</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="446"/>
        <source>License</source>
        <translation>Licencia</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="451"/>
        <source>optional / bundled</source>
        <translation>opcional / incluida</translation>
    </message>
</context>
<context>
    <name>AddressDialog</name>
    <message>
        <location filename="../dialogs.py" line="112"/>
        <source>Modify address</source>
        <extracomment>Distributions listed in the About box. Licenses of packages whose metadata does not name theirs in a short form. Lexical sources of the morphological recognizer (analyzers/lexicon_sources.py): (name, distribution giving its version or &quot;&quot;, license). The About box credits them.</extracomment>
        <translation>Modificar dirección</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="112"/>
        <source>Add address</source>
        <translation>Añadir dirección</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="113"/>
        <source>&amp;Address:</source>
        <translation>&amp;Dirección:</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="114"/>
        <source>&amp;Output file:</source>
        <translation>&amp;Fichero de salida:</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="115"/>
        <source>(the run&apos;s main output)</source>
        <translation>(la salida principal de la ejecución)</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="117"/>
        <source>Name of the output that collects this address&apos;s pages; different addresses may use different outputs.</source>
        <translation>Nombre de la salida que recoge las páginas de esta dirección; direcciones diferentes pueden usar salidas diferentes.</translation>
    </message>
</context>
<context>
    <name>CancelledDialog</name>
    <message>
        <location filename="../dialogs.py" line="167"/>
        <source>Add cancelled address</source>
        <translation>Añadir dirección cancelada</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="169"/>
        <source>No address containing this text will be accessed, e.g. &quot;deportes&quot;. Start with re: to give a regular expression.</source>
        <translation>No se accederá a ninguna dirección que contenga este texto, p. ej. «deportes». Empiece por re: para dar una expresión regular.</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="178"/>
        <source>This entry is already in the list.</source>
        <translation>Esta entrada ya está en la lista.</translation>
    </message>
</context>
<context>
    <name>ConfigSection</name>
    <message>
        <location filename="../config_section.py" line="388"/>
        <source>&amp;Title:</source>
        <extracomment>Stopword/keyword modes in the order of the radio buttons.</extracomment>
        <translation>&amp;Título:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="389"/>
        <source>Every project needs a title</source>
        <translation>Todo proyecto necesita un título</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="390"/>
        <source>Start addresses</source>
        <translation>Direcciones de partida</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="392"/>
        <source>Crawling starts at the ticked addresses and follows their links within the same site. Untick an address to leave it out of the next run.</source>
        <translation>La descarga parte de las direcciones marcadas y sigue sus enlaces dentro del mismo sitio. Desmarque una dirección para dejarla fuera de la próxima ejecución.</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="394"/>
        <source>&amp;Add…</source>
        <translation>&amp;Añadir…</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="395"/>
        <source>&amp;Modify…</source>
        <translation>&amp;Modificar…</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="396"/>
        <source>&amp;Remove</source>
        <translation>&amp;Eliminar</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="397"/>
        <source>Cancelled addresses</source>
        <translation>Direcciones canceladas</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="399"/>
        <source>Addresses containing any of these texts are never accessed (re: = regular expression).</source>
        <translation>Nunca se accede a las direcciones que contengan alguno de estos textos (re: = expresión regular).</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="401"/>
        <source>A&amp;dd…</source>
        <translation>Aña&amp;dir…</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="402"/>
        <source>R&amp;emove</source>
        <translation>Eli&amp;minar</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="403"/>
        <source>&amp;Simultaneous download lines:</source>
        <translation>&amp;Líneas de descarga simultáneas:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="405"/>
        <source>How many pages are downloaded at the same time (1–10). One line gives the same order in every run.</source>
        <translation>Cuántas páginas se descargan a la vez (1–10). Con una sola línea el orden es el mismo en todas las ejecuciones.</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="407"/>
        <source>Analysis list</source>
        <translation>Lista de análisis</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="409"/>
        <source>No list</source>
        <translation>Sin lista</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="409"/>
        <source>Words not in the list (stopwords)</source>
        <translation>No en la lista (palabras vacías)</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="410"/>
        <source>Only words in the list (keywords)</source>
        <translation>En la lista (palabras significativas)</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="412"/>
        <source>Define &amp;list…</source>
        <translation>Definir &amp;lista…</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="413"/>
        <source>Outputs</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="414"/>
        <source>Recognized words</source>
        <translation>Palabras reconocidas</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="415"/>
        <source>Unrecognized words</source>
        <translation>Palabras no reconocidas</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="416"/>
        <source>Segments</source>
        <translation>Segmentos</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="417"/>
        <source>Profiles</source>
        <translation>Perfiles</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="418"/>
        <location filename="../config_section.py" line="464"/>
        <source>Collocations</source>
        <translation>Colocaciones</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="419"/>
        <source>Prepositional regimes</source>
        <translation>Régimen preposicional</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="421"/>
        <source>Define se&amp;gments…</source>
        <translation>Definir se&amp;gmentos…</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="423"/>
        <source>A&amp;nalyze</source>
        <translation>A&amp;nalizar</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="428"/>
        <source>Advanced</source>
        <translation>Avanzado</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="429"/>
        <source>Delay between requests to a site (s):</source>
        <translation>Pausa entre peticiones a un sitio (s):</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="430"/>
        <source>Retries:</source>
        <translation>Reintentos:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="430"/>
        <source>Requests at a time to one host:</source>
        <translation>Peticiones simultáneas a un servidor:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="431"/>
        <source>Connection timeout (s):</source>
        <translation>Tiempo máximo de conexión (s):</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="431"/>
        <source>Read timeout (s):</source>
        <translation>Tiempo máximo de lectura (s):</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="432"/>
        <source>Maximum pages:</source>
        <translation>Máximo de páginas:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="432"/>
        <source>Maximum depth:</source>
        <translation>Profundidad máxima:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="432"/>
        <source>User-Agent:</source>
        <translation>User-Agent:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="433"/>
        <source>Maximum duration (s):</source>
        <translation>Duración máxima (s):</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="433"/>
        <source>Text to analyze:</source>
        <translation>Texto que se analiza:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="434"/>
        <source>Language:</source>
        <translation>Idioma:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="434"/>
        <source>Passages in other languages:</source>
        <translation>Pasajes en otras lenguas:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="435"/>
        <source>Parts of a page profile:</source>
        <translation>Partes del perfil de una página:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="438"/>
        <source>Obey robots.txt</source>
        <translation>Respetar robots.txt</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="439"/>
        <source>Read sitemaps</source>
        <translation>Leer los mapas del sitio (sitemaps)</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="440"/>
        <source>Stay on the start address&apos;s host</source>
        <translation>No salir del servidor de la dirección de partida</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="441"/>
        <source>Main content</source>
        <translation>Contenido principal</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="442"/>
        <source>All text</source>
        <translation>Todo el texto</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="444"/>
        <source>Spanish</source>
        <translation>Español</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="445"/>
        <source>English</source>
        <translation>Inglés</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="446"/>
        <source>Leave out</source>
        <translation>Dejarlos fuera</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="446"/>
        <source>Leave out, count their words</source>
        <translation>Dejarlos fuera, contar sus palabras</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="447"/>
        <source>Analyze as the project&apos;s language</source>
        <translation>Analizarlos como de la lengua del proyecto</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="449"/>
        <source>Refuse local and private addresses</source>
        <translation>Rechazar direcciones locales y privadas</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="451"/>
        <source>More than 1 only for sites you run, or that allow it.</source>
        <translation>Más de 1 solo para sitios propios o que lo permitan.</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="453"/>
        <source>Keep the analysis cache between runs</source>
        <translation>Conservar la caché del análisis entre ejecuciones</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="454"/>
        <source>One reading per occurrence, from its context</source>
        <translation>Una lectura por aparición, según su contexto</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="456"/>
        <source>Each occurrence gets the lemma and category its neighbours make likely, so lemma counts are not inflated by ambiguity. Off: every reading of a form is counted.</source>
        <translation>Cada aparición recibe el lema y la categoría que sus vecinas hacen probables, para que la ambigüedad no infle los recuentos de lemas. Desactivado: se cuentan todas las lecturas de una forma.</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="458"/>
        <source>Read news feeds (RSS, Atom)</source>
        <translation>Leer canales de noticias (RSS, Atom)</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="459"/>
        <source>Keep a copy of every page (WARC)</source>
        <translation>Guardar una copia de cada página (WARC)</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="461"/>
        <source>Every page downloaded is kept in the run folder, so that the viewer can show it and &quot;daweb reanalyze&quot; can analyze it again without downloading it.</source>
        <translation>Cada página descargada se guarda en la carpeta de la ejecución, para que el visor pueda mostrarla y &quot;daweb reanalyze&quot; pueda volver a analizarla sin descargarla.</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="463"/>
        <source>Crawling</source>
        <translation>Recorrido</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="463"/>
        <source>Corpus</source>
        <translation>Corpus</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="471"/>
        <source>Content filter:</source>
        <translation>Filtro de contenido:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="471"/>
        <source>Tolerance (levels):</source>
        <translation>Tolerancia (niveles):</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="472"/>
        <source>Near-duplicate distance (bits):</source>
        <translation>Distancia de casi duplicados (bits):</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="475"/>
        <source>e.g. madrid and not fútbol, or &quot;liga de campeones&quot; or champions</source>
        <translation>p. ej. madrid and not fútbol, o &quot;liga de campeones&quot; or champions</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="477"/>
        <source>Only the parts of a page that meet this condition are analyzed (and, or, not, parentheses, &quot;exact phrases&quot;); empty = the whole text.</source>
        <translation>Solo se analizan las partes de la página que cumplen esta condición (and, or, not, paréntesis, &quot;frases exactas&quot;); vacío = todo el texto.</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="480"/>
        <source>How many enclosing levels of the page are kept around each matching part.</source>
        <translation>Cuántos niveles de la página que la contienen se conservan alrededor de cada parte que cumple la condición.</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="481"/>
        <source>Inverse: remove the matching parts instead</source>
        <translation>Inverso: quitar, en cambio, las partes que la cumplen</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="482"/>
        <source>Detect duplicate and near-duplicate pages</source>
        <translation>Detectar páginas duplicadas y casi duplicadas</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="483"/>
        <source>Count the words of duplicates anyway</source>
        <translation>Contar igualmente las palabras de los duplicados</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="485"/>
        <source>How different two pages may be and still count as near duplicates: 0 = only identical texts, 3 = the usual value.</source>
        <translation>Cuánto pueden diferir dos páginas para contar como casi duplicadas: 0 = solo textos idénticos, 3 = el valor habitual.</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="488"/>
        <source>Re-runs: analyze only pages that are new or changed since the last run</source>
        <translation>Nuevas ejecuciones: analizar solo las páginas nuevas o cambiadas desde la anterior</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="497"/>
        <source>Site descriptions for normalized documents (docs/corpus.md): this project has {0}: {1}.</source>
        <translation>Descripciones de sitios para documentos normalizados (docs/corpus.md): este proyecto tiene {0}: {1}.</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="502"/>
        <source>Site descriptions tell which pages of a site make up the corpus and which parts of them, as normalized documents (docs/corpus.md).</source>
        <translation>Las descripciones de sitios dicen qué páginas de un sitio forman el corpus y qué partes de ellas, como documentos normalizados (docs/corpus.md).</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="505"/>
        <source>Site &amp;descriptions…</source>
        <translation>&amp;Descripciones de sitios…</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="509"/>
        <source>Window (words to each side):</source>
        <translation>Ventana (palabras a cada lado):</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="509"/>
        <source>Count:</source>
        <translation>Contar:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="510"/>
        <source>Node words:</source>
        <translation>Palabras nodo:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="510"/>
        <source>Minimum frequency of a node word:</source>
        <translation>Frecuencia mínima de una palabra nodo:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="511"/>
        <source>Minimum frequency of a collocation:</source>
        <translation>Frecuencia mínima de una colocación:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="512"/>
        <source>Minimum frequency of a regime:</source>
        <translation>Frecuencia mínima de un régimen:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="514"/>
        <source>Word forms</source>
        <translation>Formas</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="515"/>
        <source>Lemmas</source>
        <translation>Lemas</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="516"/>
        <source>Frequent words</source>
        <translation>Palabras frecuentes</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="517"/>
        <source>Words of the keyword list</source>
        <translation>Palabras de la lista de palabras significativas</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="713"/>
        <source>Define list</source>
        <translation>Definir lista</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="714"/>
        <source>{0}

The list shows the project&apos;s own entries only; OK replaces the file with them, Cancel keeps it.</source>
        <translation>{0}

La lista muestra solo las entradas del propio proyecto; Aceptar sustituye el fichero por ellas y Cancelar lo conserva.</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="757"/>
        <source>A run is in progress.</source>
        <translation>Hay una ejecución en curso.</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="759"/>
        <source>The content filter (Advanced, Corpus) is not a valid condition.</source>
        <translation>El filtro de contenido (Avanzado, Corpus) no es una condición válida.</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="786"/>
        <source>Start the analysis (F5)</source>
        <translation>Comenzar el análisis (F5)</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="793"/>
        <source>File: {0}</source>
        <translation>Fichero: {0}</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="795"/>
        <source>Words: {0}</source>
        <translation>Palabras: {0}</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <location filename="../help_dialog.py" line="72"/>
        <source>DAWeb documentation</source>
        <extracomment>The repository&apos;s root: README.md and docs/ (resolved from this file, not the cwd).</extracomment>
        <translation>Documentación de DAWeb</translation>
    </message>
    <message>
        <location filename="../help_dialog.py" line="77"/>
        <source>The documentation files were not found in {0}.</source>
        <translation>No se han encontrado los archivos de la documentación en {0}.</translation>
    </message>
</context>
<context>
    <name>IncidentModel</name>
    <message>
        <location filename="../process_section.py" line="220"/>
        <source>Address</source>
        <translation>Dirección</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="220"/>
        <source>Cause</source>
        <translation>Causa</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="221"/>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="221"/>
        <source>Detail</source>
        <translation>Detalle</translation>
    </message>
</context>
<context>
    <name>IncidentsDialog</name>
    <message>
        <location filename="../process_section.py" line="254"/>
        <source>Incidents</source>
        <translation>Incidencias</translation>
    </message>
</context>
<context>
    <name>KnownWordDialog</name>
    <message>
        <location filename="../observatory.py" line="440"/>
        <source>Known word</source>
        <translation>Palabra conocida</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="441"/>
        <source>{0}: into the project&apos;s lexicon, recognized from the next run on.</source>
        <translation>{0}: al lexicón del proyecto; se reconoce desde la próxima ejecución.</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="443"/>
        <source>&amp;Lemma:</source>
        <translation>&amp;Lema:</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="444"/>
        <source>&amp;Category:</source>
        <translation>&amp;Categoría:</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../main_window.py" line="285"/>
        <source>Configuration</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="285"/>
        <source>Process</source>
        <translation>Proceso</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="286"/>
        <source>Scheduling</source>
        <translation>Programación</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="286"/>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="288"/>
        <source>&amp;Project</source>
        <translation>&amp;Proyecto</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="289"/>
        <source>&amp;New</source>
        <translation>&amp;Nuevo</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="290"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="291"/>
        <source>Open &amp;recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="292"/>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="293"/>
        <source>Save &amp;as…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="294"/>
        <source>E&amp;xit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="295"/>
        <source>S&amp;ettings</source>
        <translation>Pr&amp;eferencias</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="296"/>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="297"/>
        <source>System language</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="300"/>
        <source>Open the last project on start</source>
        <translation>Abrir el último proyecto al empezar</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="301"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="302"/>
        <source>&amp;About DAWeb…</source>
        <translation>&amp;Acerca de DAWeb…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="303"/>
        <source>&amp;Documentation</source>
        <translation>&amp;Documentación</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="304"/>
        <source>Run the &amp;demo</source>
        <translation>Ejecutar la &amp;demostración</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="306"/>
        <source>Serve the bundled demo site on this computer and analyze it.</source>
        <translation>Sirve en este equipo el sitio de demostración incluido y lo analiza.</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="307"/>
        <source>Analyze</source>
        <translation>Analizar</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="308"/>
        <source>Stop downloads</source>
        <translation>Parar descargas</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="309"/>
        <source>Neology &amp;observatory…</source>
        <translation>&amp;Observatorio de neología…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="329"/>
        <location filename="../main_window.py" line="408"/>
        <source>Untitled project</source>
        <translation>Proyecto sin título</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="347"/>
        <source>Open project</source>
        <translation>Abrir proyecto</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="348"/>
        <source>DAWeb projects (*.toml);;All files (*)</source>
        <translation>Proyectos de DAWeb (*.toml);;Todos los ficheros (*)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="359"/>
        <source>Cannot open the project</source>
        <translation>No se puede abrir el proyecto</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="378"/>
        <source>Save project</source>
        <translation>Guardar proyecto</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="379"/>
        <source>DAWeb projects (*.toml)</source>
        <translation>Proyectos de DAWeb (*.toml)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="392"/>
        <source>Cannot save the project</source>
        <translation>No se puede guardar el proyecto</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="393"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="406"/>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="407"/>
        <source>The project &quot;{0}&quot; has unsaved changes. Save them?</source>
        <translation>El proyecto «{0}» tiene cambios sin guardar. ¿Guardarlos?</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="452"/>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="482"/>
        <location filename="../main_window.py" line="570"/>
        <source>A run is in progress; wait for its end or stop it in Process.</source>
        <translation>Hay una ejecución en curso; espere a que termine o párela en Proceso.</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="497"/>
        <location filename="../main_window.py" line="501"/>
        <source>Cannot start the analysis</source>
        <translation>No se puede comenzar el análisis</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="514"/>
        <source>Scheduled run of {0} started: see Process.</source>
        <translation>Ha empezado la ejecución programada de {0}: véala en Proceso.</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="520"/>
        <source>Scheduled run of {0} waits for the run in progress to end.</source>
        <translation>La ejecución programada de {0} espera a que termine la ejecución en curso.</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="526"/>
        <source>Save the project</source>
        <translation>Guardar el proyecto</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="527"/>
        <source>Save the project before analyzing: its results are kept in a &quot;runs&quot; folder beside the project file.</source>
        <translation>Guarde el proyecto antes de analizar: sus resultados se guardan en una carpeta «runs» junto al fichero del proyecto.</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="547"/>
        <source>the run ended unexpectedly</source>
        <translation>la ejecución terminó de forma inesperada</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="595"/>
        <source>Neology observatory</source>
        <translation>Observatorio de neología</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="596"/>
        <source>Save the project first: its runs and its lexicon live beside the project file.</source>
        <translation>Guarde antes el proyecto: sus ejecuciones y su lexicón se guardan junto al archivo del proyecto.</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="618"/>
        <source>A run is in progress</source>
        <translation>Hay una ejecución en curso</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="619"/>
        <source>Finish the run and close DAWeb? What is analyzed so far is kept.</source>
        <translation>¿Finalizar la ejecución y cerrar DAWeb? Se conserva lo analizado hasta ahora.</translation>
    </message>
</context>
<context>
    <name>Observatory</name>
    <message>
        <location filename="../observatory.py" line="66"/>
        <source>pending</source>
        <extracomment>Translation context of the names below. Stored status, type and reason -&gt; its name (source texts, translated in CONTEXT).</extracomment>
        <translation>pendiente</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="67"/>
        <source>accepted</source>
        <translation>aceptada</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="68"/>
        <source>rejected</source>
        <translation>rechazada</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="69"/>
        <source>prefixation</source>
        <translation>prefijación</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="70"/>
        <source>suffixation</source>
        <translation>sufijación</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="71"/>
        <source>compounding</source>
        <translation>composición</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="72"/>
        <source>borrowing</source>
        <translation>préstamo</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="73"/>
        <source>semantic</source>
        <translation>semántico</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="74"/>
        <source>other</source>
        <translation>otro</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="75"/>
        <source>typo</source>
        <translation>errata</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="76"/>
        <source>proper noun</source>
        <translation>nombre propio</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="77"/>
        <source>foreign</source>
        <translation>extranjera</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="78"/>
        <source>known word</source>
        <translation>palabra conocida</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="79"/>
        <source>non-word</source>
        <translation>no es palabra</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="459"/>
        <source>Add to the project&apos;s lexicon…</source>
        <translation>Añadir al lexicón del proyecto…</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="463"/>
        <source>The project file this run was made from is not there.</source>
        <translation>No está el archivo del proyecto con el que se hizo esta ejecución.</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="479"/>
        <source>In the lexicon: {0}</source>
        <translation>En el lexicón: {0}</translation>
    </message>
</context>
<context>
    <name>ObservatoryWindow</name>
    <message>
        <location filename="../observatory.py" line="180"/>
        <source>Neology observatory — {0}</source>
        <extracomment>One key per decision: accepted with a type, or rejected with a reason. The lists offered besides every candidate (daweb/neology/follow.py).</extracomment>
        <translation>Observatorio de neología — {0}</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="181"/>
        <source>&amp;Status:</source>
        <translation>&amp;Estado:</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="181"/>
        <source>T&amp;ype:</source>
        <translation>&amp;Tipo:</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="182"/>
        <source>T&amp;riage:</source>
        <translation>C&amp;lasificación:</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="182"/>
        <source>S&amp;ince:</source>
        <translation>&amp;Desde:</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="183"/>
        <source>&amp;List:</source>
        <translation>&amp;Lista:</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="185"/>
        <source>all</source>
        <translation>todas</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="187"/>
        <source>reviewed</source>
        <translation>revisadas</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="188"/>
        <location filename="../observatory.py" line="260"/>
        <source>any</source>
        <translation>cualquiera</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="190"/>
        <source>every candidate</source>
        <translation>todas las candidatas</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="191"/>
        <source>rising</source>
        <translation>en aumento</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="192"/>
        <source>gone quiet</source>
        <translation>en silencio</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="193"/>
        <source>Re&amp;build from the runs</source>
        <translation>Re&amp;construir desde las ejecuciones</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="195"/>
        <source>Form</source>
        <translation>Forma</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="195"/>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="195"/>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="195"/>
        <source>Triage</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="196"/>
        <source>First seen</source>
        <translation>Primera vez</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="196"/>
        <source>Runs</source>
        <translation>Ejecuciones</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="196"/>
        <source>Frequency</source>
        <translation>Frecuencia</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="197"/>
        <source>Per million</source>
        <translation>Por millón</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="201"/>
        <source>Accept as a neologism: {0}</source>
        <translation>Aceptar como neologismo: {0}</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="202"/>
        <source>Reject: {0}</source>
        <translation>Rechazar: {0}</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="204"/>
        <source>Undo (Ctrl+Z)</source>
        <translation>Deshacer (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="206"/>
        <source>One key per decision, for every selected candidate; then the next one. A known word goes into the project&apos;s lexicon and is recognized from the next run on.</source>
        <translation>Una tecla por decisión, para todas las candidatas seleccionadas; después, la siguiente. Una palabra conocida pasa al lexicón del proyecto y se reconoce desde la próxima ejecución.</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="231"/>
        <source>No neology database yet: run the project, or rebuild it from earlier runs.</source>
        <translation>Aún no hay base de datos de neología: ejecute el proyecto o reconstrúyala desde ejecuciones anteriores.</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="252"/>
        <source>any date</source>
        <translation>cualquier fecha</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="295"/>
        <source>No candidate matches the filters.</source>
        <translation>Ninguna candidata cumple los filtros.</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="303"/>
        <source>Tags: {0}</source>
        <translation>Etiquetas: {0}</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="304"/>
        <source>Suggested: {0}</source>
        <translation>Sugerencia: {0}</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="305"/>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="306"/>
        <source>First seen {0}, last seen {1}; sites: {2}</source>
        <translation>Vista por primera vez el {0}, por última vez el {1}; sitios: {2}</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="320"/>
        <source>run date</source>
        <translation>fecha de la ejecución</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="321"/>
        <source>per million words</source>
        <translation>por millón de palabras</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="323"/>
        <source>frequency per million words</source>
        <translation>frecuencia por millón de palabras</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="403"/>
        <source>Neology observatory</source>
        <translation>Observatorio de neología</translation>
    </message>
</context>
<context>
    <name>Problem</name>
    <message>
        <location filename="../problems.py" line="75"/>
        <source>Type an address, e.g. https://www.example.es/</source>
        <translation>Escriba una dirección, p. ej. https://www.example.es/</translation>
    </message>
    <message>
        <location filename="../problems.py" line="76"/>
        <source>The address contains a space; write it as %20 or remove it.</source>
        <translation>La dirección contiene un espacio; escríbalo como %20 o quítelo.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="78"/>
        <source>This is not a valid address (check the port number).</source>
        <translation>No es una dirección válida (revise el número de puerto).</translation>
    </message>
    <message>
        <location filename="../problems.py" line="80"/>
        <source>The address must start with http:// or https://</source>
        <translation>La dirección debe empezar por http:// o https://</translation>
    </message>
    <message>
        <location filename="../problems.py" line="82"/>
        <source>The address has no host name, e.g. https://www.example.es/</source>
        <translation>La dirección no tiene nombre de servidor, p. ej. https://www.example.es/</translation>
    </message>
    <message>
        <location filename="../problems.py" line="84"/>
        <source>This address is already in the list.</source>
        <translation>Esta dirección ya está en la lista.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="85"/>
        <source>Output names begin with a letter or a digit, then letters, digits, &apos;-&apos;, &apos;_&apos; or &apos;.&apos;, without slashes.</source>
        <translation>Los nombres de salida empiezan por una letra o una cifra, seguida de letras, cifras, &apos;-&apos;, &apos;_&apos; o &apos;.&apos;, sin barras.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="88"/>
        <source>Add a start address and tick it.</source>
        <translation>Añada una dirección de partida y márquela.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="44"/>
        <source>No such project file.</source>
        <translation>No existe ese fichero de proyecto.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="27"/>
        <source>Unknown key; did you mean &quot;{suggestion}&quot;?</source>
        <translation>Clave desconocida; ¿quería decir &quot;{suggestion}&quot;?</translation>
    </message>
    <message>
        <location filename="../problems.py" line="29"/>
        <source>Unknown key here; it belongs in the [{table}] table.</source>
        <translation>Esta clave no va aquí: va en la tabla [{table}].</translation>
    </message>
    <message>
        <location filename="../problems.py" line="30"/>
        <source>Unknown key; the keys allowed here: {allowed}.</source>
        <translation>Clave desconocida; las claves permitidas aquí son: {allowed}.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="36"/>
        <source>Must be a number more than {low} and at most {high}.</source>
        <translation>Debe ser un número mayor que {low} y como mucho {high}.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="37"/>
        <source>Must be a number from {low} to {high}.</source>
        <translation>Debe ser un número de {low} a {high}.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="43"/>
        <source>The file is not valid TOML: {detail}</source>
        <extracomment>Code -&gt; the translated text for that problem (chosen at display time: the language may have changed since the problem was made).</extracomment>
        <translation>El fichero no es TOML válido: {detail}</translation>
    </message>
    <message>
        <location filename="../problems.py" line="45"/>
        <source>The file is not UTF-8 text. Save it as UTF-8 in your editor.</source>
        <translation>El fichero no es texto UTF-8. Guárdelo como UTF-8 en su editor.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="48"/>
        <source>Must be a whole number from 0 to {high}.</source>
        <translation>Debe ser un número entero de 0 a {high}.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="50"/>
        <source>This file was written by a newer DAWeb (this version reads schema 0 to {high}): upgrade DAWeb.</source>
        <translation>Este fichero lo escribió un DAWeb más reciente (esta versión lee el esquema 0 a {high}): actualice DAWeb.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="54"/>
        <source>Must be a table: write [{table}] on a line of its own.</source>
        <translation>Debe ser una tabla: escriba [{table}] en una línea aparte.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="56"/>
        <source>Must be a whole number from {low} to {high}.</source>
        <translation>Debe ser un número entero de {low} a {high}.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="58"/>
        <source>Must be from {low} to {high}.</source>
        <translation>Debe estar entre {low} y {high}.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="59"/>
        <source>Too large: at most {high}.</source>
        <translation>Demasiado grande: como mucho {high}.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="62"/>
        <source>Must be true or false.</source>
        <translation>Debe ser true o false.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="63"/>
        <source>Must be a text in quotes.</source>
        <translation>Debe ser un texto entre comillas.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="64"/>
        <source>Must be one of {choices}.</source>
        <translation>Debe ser uno de estos: {choices}.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="65"/>
        <source>Must be a list of texts, e.g. [&quot;deportes&quot;].</source>
        <translation>Debe ser una lista de textos, p. ej. [&quot;deportes&quot;].</translation>
    </message>
    <message>
        <location filename="../problems.py" line="67"/>
        <source>Every entry must be a text in quotes.</source>
        <translation>Cada entrada debe ser un texto entre comillas.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="68"/>
        <source>The title is missing: add a line such as title = &quot;My project&quot;.</source>
        <translation>Falta el título: añada una línea como title = &quot;Mi proyecto&quot;.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="71"/>
        <source>Must be a folder path in quotes, e.g. &quot;runs&quot;.</source>
        <translation>Debe ser la ruta de una carpeta entre comillas, p. ej. &quot;runs&quot;.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="73"/>
        <source>Write each start address as a [[start]] table with url = &quot;https://…&quot;.</source>
        <translation>Escriba cada dirección de partida como una tabla [[start]] con url = &quot;https://…&quot;.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="89"/>
        <source>Type part of an address, e.g. deportes, or re: and a regular expression.</source>
        <translation>Escriba parte de una dirección, p. ej. deportes, o re: y una expresión regular.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="91"/>
        <source>Not a valid regular expression after &apos;re:&apos;: {error}</source>
        <translation>No es una expresión regular válida tras &apos;re:&apos;: {error}</translation>
    </message>
    <message>
        <location filename="../problems.py" line="93"/>
        <source>Must be seconds (0 = unlimited) or a text like &quot;2h&quot;, &quot;1h30m&quot;, &quot;90s&quot;.</source>
        <translation>Debe ser un número de segundos (0 = sin límite) o un texto como &quot;2h&quot;, &quot;1h30m&quot;, &quot;90s&quot;.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="95"/>
        <source>Must be a single line.</source>
        <translation>Debe ocupar una sola línea.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="96"/>
        <source>This extraction needs a package that is not installed: {detail}</source>
        <translation>Esta extracción necesita un paquete que no está instalado: {detail}</translation>
    </message>
    <message>
        <location filename="../problems.py" line="98"/>
        <source>The project&apos;s lexicon has a line that cannot be read: {detail}</source>
        <translation>El léxico del proyecto tiene una línea que no se puede leer: {detail}</translation>
    </message>
    <message>
        <location filename="../problems.py" line="100"/>
        <source>No such folder: {folder} (paths are relative to the project file).</source>
        <translation>No existe la carpeta {folder} (las rutas son relativas al fichero del proyecto).</translation>
    </message>
    <message>
        <location filename="../problems.py" line="104"/>
        <source>A word list is a {suffixes} file (UTF-8 text, one entry a line); {name} is not read.</source>
        <translation>Una lista de palabras es un fichero {suffixes} (texto UTF-8, una entrada por línea); {name} no se lee.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="107"/>
        <source>No such file: {file} (paths are relative to the project file).</source>
        <translation>No existe el fichero {file} (las rutas son relativas al fichero del proyecto).</translation>
    </message>
    <message>
        <location filename="../problems.py" line="114"/>
        <source>The minimum length cannot be greater than the maximum length.</source>
        <translation>La longitud mínima no puede ser mayor que la máxima.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="119"/>
        <source>Not a valid condition (character {position}): {reason}</source>
        <translation>No es una condición válida (carácter {position}): {reason}</translation>
    </message>
    <message>
        <location filename="../problems.py" line="121"/>
        <source>Must be a list of rule tables, each with a tag and a section, e.g. tag = &quot;texto&quot;, section = &quot;CUERPO&quot;.</source>
        <translation>Debe ser una lista de tablas de reglas, cada una con una etiqueta y una sección, p. ej. tag = &quot;texto&quot;, section = &quot;CUERPO&quot;.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="124"/>
        <source>Translate rule {number}: {detail}</source>
        <translation>Regla de traducción {number}: {detail}</translation>
    </message>
    <message>
        <location filename="../problems.py" line="125"/>
        <source>Append rule: {detail}</source>
        <translation>Regla de añadido: {detail}</translation>
    </message>
    <message>
        <location filename="../problems.py" line="126"/>
        <source>Must be a tag name such as &quot;p&quot; or &quot;br&quot;.</source>
        <translation>Debe ser el nombre de una etiqueta, como &quot;p&quot; o &quot;br&quot;.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="128"/>
        <source>Write each site as a [[sites]] table with a name and [[sites.index]] tables.</source>
        <translation>Escriba cada sitio como una tabla [[sites]] con un nombre y tablas [[sites.index]].</translation>
    </message>
    <message>
        <location filename="../problems.py" line="131"/>
        <source>Site {number} needs name = &quot;…&quot; (it names its output file).</source>
        <translation>El sitio {number} necesita name = &quot;…&quot; (da nombre a su fichero de salida).</translation>
    </message>
    <message>
        <location filename="../problems.py" line="133"/>
        <source>Site {number} repeats the name of site {first}.</source>
        <translation>El sitio {number} repite el nombre del sitio {first}.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="135"/>
        <source>Site {number} needs at least one [[sites.index]] table with url = &quot;…&quot; and links.</source>
        <translation>El sitio {number} necesita al menos una tabla [[sites.index]] con url = &quot;…&quot; y enlaces.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="138"/>
        <source>An index page is a table with url and links.</source>
        <translation>Una página índice es una tabla con url y enlaces.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="140"/>
        <source>Index page: {detail}</source>
        <translation>Página índice: {detail}</translation>
    </message>
    <message>
        <location filename="../problems.py" line="141"/>
        <source>Repeats an index page of site {first}.</source>
        <translation>Repite una página índice del sitio {first}.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="143"/>
        <source>An index page needs at least one [[sites.index.links]] table with pattern = &quot;…&quot;.</source>
        <translation>Una página índice necesita al menos una tabla [[sites.index.links]] con pattern = &quot;…&quot;.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="146"/>
        <source>A link pattern is a table with pattern = …</source>
        <translation>Un patrón de enlace es una tabla con pattern = …</translation>
    </message>
    <message>
        <location filename="../problems.py" line="148"/>
        <source>Link pattern: {detail}</source>
        <translation>Patrón de enlace: {detail}</translation>
    </message>
    <message>
        <location filename="../problems.py" line="149"/>
        <source>Site {site}, link pattern {pattern}: no translate rule applies, so its documents would have no text.</source>
        <translation>Sitio {site}, patrón de enlace {pattern}: no se aplica ninguna regla de traducción, así que sus documentos no tendrían texto.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="152"/>
        <source>No rule produces this section; the sections are: {sections}.</source>
        <translation>Ninguna regla produce esta sección; las secciones son: {sections}.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="70"/>
        <source>Give the project a title first.</source>
        <translation>Primero dé un título al proyecto.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="102"/>
        <source>The analysis list is empty: define it or choose &quot;No list&quot;.</source>
        <translation>La lista de análisis está vacía: defínala o elija «Sin lista».</translation>
    </message>
    <message>
        <location filename="../problems.py" line="116"/>
        <source>Collocations of the keyword list need the analysis list in &quot;Only words in the list&quot; mode.</source>
        <translation>Las colocaciones de la lista de palabras significativas necesitan la lista de análisis en modo &quot;En la lista&quot;.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="109"/>
        <source>This entry cannot be used ({reason}): {entry}</source>
        <translation>Esta entrada no se puede usar ({reason}): {entry}</translation>
    </message>
    <message>
        <location filename="../problems.py" line="110"/>
        <source>The file is not UTF-8 text (it may be Latin-1 or Windows-1252). Save it as UTF-8 in your editor and load it again.</source>
        <translation>El fichero no es texto UTF-8 (quizá sea Latin-1 o Windows-1252). Guárdelo como UTF-8 en su editor y vuelva a cargarlo.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="47"/>
        <location filename="../problems.py" line="113"/>
        <source>Cannot read the file: {reason}</source>
        <translation>No se puede leer el fichero: {reason}</translation>
    </message>
</context>
<context>
    <name>ProcessSection</name>
    <message>
        <location filename="../process_section.py" line="349"/>
        <source>Pending addresses</source>
        <translation>Direcciones pendientes</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="351"/>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="351"/>
        <source>Address</source>
        <translation>Dirección</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="351"/>
        <source>Received</source>
        <translation>Recibido</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="352"/>
        <source>&amp;Stop downloads</source>
        <translation>&amp;Parar descargas</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="354"/>
        <source>No more downloads; the pages already downloaded are still analyzed (Esc).</source>
        <translation>No se descarga nada más; las páginas ya descargadas se analizan igualmente (Esc).</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="355"/>
        <source>&amp;Finish</source>
        <translation>&amp;Finalizar</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="357"/>
        <source>No more downloads and no more analysis; what is analyzed stays in the results.</source>
        <translation>No se descarga ni se analiza nada más; lo ya analizado queda en los resultados.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="358"/>
        <source>&amp;Open results</source>
        <translation>&amp;Abrir resultados</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="360"/>
        <source>Addresses still pending when the run was stopped or reached a limit: they were never requested, so they are no incident. The results list them.</source>
        <translation>Direcciones que seguían pendientes cuando se detuvo el proceso o se alcanzó un límite: nunca se solicitaron, así que no son incidencias. Los resultados las recogen.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="364"/>
        <source>Scheduled run of {0} ({1})</source>
        <translation>Ejecución programada de {0} ({1})</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="365"/>
        <source>Run of {0}</source>
        <translation>Ejecución de {0}</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="513"/>
        <source>No robots.txt</source>
        <translation>Sin robots.txt</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="513"/>
        <source>No sitemap</source>
        <translation>Sin mapa del sitio</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="531"/>
        <source>Analyzing: {0}</source>
        <translation>Analizando: {0}</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="590"/>
        <source>Neologism candidates: {0}. Set aside: {1} proper nouns, {2} acronyms, {3} foreign words, {4} likely typos, {5} non-words.</source>
        <translation>Candidatos a neologismo: {0}. Apartadas: {1} formas de nombre propio, {2} siglas, {3} palabras extranjeras, {4} probables erratas, {5} no-palabras.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="529"/>
        <source>No project is running.</source>
        <translation>No hay ningún proyecto en ejecución.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="533"/>
        <source>Waiting for a downloaded page to analyze…</source>
        <translation>Esperando una página descargada para analizarla…</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="544"/>
        <source>Accessed: {0}   Pending: {1}   Analyzed: {2}   Words/s: {3:.0f}   Elapsed: {4}</source>
        <translation>Accedidas: {0}   Pendientes: {1}   Analizadas: {2}   Palabras/s: {3:.0f}   Tiempo: {4}</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="549"/>
        <source>Incidents: {0}</source>
        <translation>Incidencias: {0}</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="551"/>
        <source>Not attempted: {0}</source>
        <translation>No intentadas: {0}</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="561"/>
        <source>The run failed: {0}</source>
        <translation>La ejecución falló: {0}</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="568"/>
        <source>The run is complete.</source>
        <translation>La ejecución ha terminado.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="569"/>
        <source>Downloads were stopped; every downloaded page was analyzed.</source>
        <translation>Se pararon las descargas; se analizaron todas las páginas descargadas.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="571"/>
        <source>The run was finished early; pages not yet analyzed were left out.</source>
        <translation>La ejecución se finalizó antes de tiempo; las páginas aún no analizadas quedaron fuera.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="573"/>
        <source>The run stopped because of an error: {0}</source>
        <translation>La ejecución se detuvo por un error: {0}</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="578"/>
        <source>{0} pages, {1} words analyzed. Results in {2}</source>
        <translation>{0} páginas y {1} palabras analizadas. Resultados en {2}</translation>
    </message>
</context>
<context>
    <name>ResultsSection</name>
    <message>
        <location filename="../main_window.py" line="97"/>
        <source>Run</source>
        <translation>Ejecución</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="97"/>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="98"/>
        <source>Pages</source>
        <translation>Páginas</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="98"/>
        <source>Words</source>
        <translation>Palabras</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="99"/>
        <source>Unrecognized</source>
        <translation>No reconocidas</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="100"/>
        <source>Open folder</source>
        <translation>Abrir carpeta</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="101"/>
        <source>Open in viewer</source>
        <translation>Abrir en el visor</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="102"/>
        <source>Refresh</source>
        <translation>Actualizar</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="103"/>
        <source>Runs of this project, oldest first.</source>
        <translation>Ejecuciones de este proyecto, de la más antigua a la más reciente.</translation>
    </message>
</context>
<context>
    <name>RetrieverState</name>
    <message>
        <location filename="../process_section.py" line="76"/>
        <source>Ready</source>
        <extracomment>Colour of each retriever state (also drawn as its icon). Colour of a robots.txt or sitemap a site does not have: no state of the paper&apos;s, and nothing failed (RFC 9309: a missing robots.txt allows everything). The last path segment of a sitemap the distributor asks for on its own (sitemap.xml, sitemap_index.xml, sitemap.xml.gz ...), as opposed to a page a link led to.</extracomment>
        <translation>Preparado</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="77"/>
        <source>Downloading</source>
        <translation>Descargando</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="78"/>
        <source>Redirected</source>
        <translation>Redireccionado</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="79"/>
        <source>Finished</source>
        <translation>Terminado</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="80"/>
        <source>Address failed</source>
        <translation>Falló la dirección</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="81"/>
        <source>Retrieval failed</source>
        <translation>Falló la recuperación</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="82"/>
        <source>Server not found</source>
        <translation>No existe el servidor</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="83"/>
        <source>Authentication required</source>
        <translation>Se necesita autenticación</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="92"/>
        <source>Waiting for an address to download.</source>
        <translation>Esperando una dirección que descargar.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="94"/>
        <source>Receiving the page.</source>
        <translation>Recibiendo la página.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="96"/>
        <source>The server sent the retriever to another address.</source>
        <translation>El servidor envió al recuperador a otra dirección.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="98"/>
        <source>The page was received and queued for analysis.</source>
        <translation>La página se recibió y quedó en cola para su análisis.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="100"/>
        <source>The server answered that the page does not exist or cannot be given (e.g. 404).</source>
        <translation>El servidor respondió que la página no existe o no puede entregarse (p. ej. 404).</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="103"/>
        <source>The transfer failed after every retry (timeout, broken connection, server error).</source>
        <translation>La transferencia falló tras todos los reintentos (tiempo agotado, conexión interrumpida, error del servidor).</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="106"/>
        <source>The server&apos;s name does not exist.</source>
        <translation>El nombre del servidor no existe.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="108"/>
        <source>The page needs a user name and password.</source>
        <translation>La página requiere usuario y contraseña.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="126"/>
        <source>The site has no robots.txt: every page may be visited. This is normal; no address failed.</source>
        <translation>El sitio no tiene robots.txt: se pueden visitar todas sus páginas. Es normal; no ha fallado ninguna dirección.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="128"/>
        <source>The site has no sitemap here: its pages are found by following links. This is normal; no address failed.</source>
        <translation>El sitio no tiene aquí mapa del sitio: sus páginas se encuentran siguiendo los enlaces. Es normal; no ha fallado ninguna dirección.</translation>
    </message>
</context>
<context>
    <name>RunStatus</name>
    <message>
        <location filename="../run_bridge.py" line="119"/>
        <source>completed</source>
        <extracomment>Minimum time between two batches: 50 ms = at most 20 repaints per second. GIL switch interval while a run is in progress (Python&apos;s default is 5 ms). With ten retriever threads and the analyzer competing for the GIL, the GUI thread waited up to 150 ms for it at 5 ms; at 1 ms the longest wait measured was about 40 ms. Builds a run: ``factory(project, runs_dir=…, on_event=…)``. Addresses a retriever took or an incident reported *after* ``progress`` (after the previous batch&apos;s when ``progress`` is None): the distributor sends its pending sample at most every 0.1 s, so the sample may still list them.</extracomment>
        <translation>completa</translation>
    </message>
    <message>
        <location filename="../run_bridge.py" line="120"/>
        <source>downloads stopped</source>
        <translation>descargas paradas</translation>
    </message>
    <message>
        <location filename="../run_bridge.py" line="121"/>
        <source>finished early</source>
        <translation>finalizada antes de tiempo</translation>
    </message>
    <message>
        <location filename="../run_bridge.py" line="122"/>
        <source>crashed</source>
        <translation>interrumpida por un error</translation>
    </message>
    <message>
        <location filename="../run_bridge.py" line="123"/>
        <source>running</source>
        <translation>en curso</translation>
    </message>
    <message>
        <location filename="../run_bridge.py" line="124"/>
        <source>interrupted (process gone)</source>
        <translation>interrumpida (el proceso ya no existe)</translation>
    </message>
    <message>
        <location filename="../run_bridge.py" line="125"/>
        <source>failed to start</source>
        <translation>no pudo empezar</translation>
    </message>
    <message>
        <location filename="../run_bridge.py" line="126"/>
        <source>skipped (invalid project)</source>
        <translation>omitida (proyecto no válido)</translation>
    </message>
    <message>
        <location filename="../run_bridge.py" line="127"/>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
</context>
<context>
    <name>ScheduleDialog</name>
    <message>
        <location filename="../schedule_section.py" line="112"/>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="125"/>
        <source>Enabled</source>
        <translation>Activada</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="137"/>
        <location filename="../schedule_section.py" line="183"/>
        <source>Project file</source>
        <translation>Archivo de proyecto</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="138"/>
        <source>When</source>
        <translation>Cuándo</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="139"/>
        <source>Time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="150"/>
        <source>Scheduled project</source>
        <translation>Proyecto programado</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="151"/>
        <source>Schedule a project</source>
        <translation>Programar un proyecto</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="175"/>
        <source>Pick the date and time (the arrow opens a calendar).</source>
        <translation>Elija la fecha y la hora (la flecha abre un calendario).</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="176"/>
        <source>Time of day, e.g. 07:00</source>
        <translation>Hora del día, p. ej. 07:00</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="177"/>
        <source>Days and time, e.g. mon,thu 07:00</source>
        <translation>Días y hora, p. ej. lun,jue 07:00</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="178"/>
        <source>Hours or minutes, e.g. 6h or 30m</source>
        <translation>Horas o minutos, p. ej. 6h o 30m</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="179"/>
        <source>Five fields, e.g. 0 7 * * 1</source>
        <translation>Cinco campos, p. ej. 0 7 * * 1</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="184"/>
        <source>DAWeb projects (*.toml)</source>
        <translation>Proyectos de DAWeb (*.toml)</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="200"/>
        <source>Choose the project file to run (Browse…).</source>
        <translation>Elija el fichero del proyecto que se ejecutará (Examinar…).</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="210"/>
        <source>Not a valid time. {0}</source>
        <translation>Hora no válida. {0}</translation>
    </message>
</context>
<context>
    <name>ScheduleSection</name>
    <message>
        <location filename="../schedule_section.py" line="77"/>
        <source>Once</source>
        <extracomment>How a one-off time is written in the schedule file (daweb.schedule.parse_at reads it). The dialog&apos;s width in average characters: room for a full project path.</extracomment>
        <translation>Una vez</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="78"/>
        <source>Daily</source>
        <translation>Cada día</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="79"/>
        <source>Weekly</source>
        <translation>Cada semana</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="80"/>
        <source>Every</source>
        <translation>Cada</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="81"/>
        <source>Cron expression</source>
        <translation>Expresión cron</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="92"/>
        <source>mon</source>
        <translation>lun</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="93"/>
        <source>tue</source>
        <translation>mar</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="94"/>
        <source>wed</source>
        <translation>mié</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="95"/>
        <source>thu</source>
        <translation>jue</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="96"/>
        <source>fri</source>
        <translation>vie</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="97"/>
        <source>sat</source>
        <translation>sáb</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="98"/>
        <source>sun</source>
        <translation>dom</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="340"/>
        <source>Yes</source>
        <extracomment>The project file open in the app, offered when adding an entry (set by the window).</extracomment>
        <translation>Sí</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="340"/>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="357"/>
        <source>Waiting for the run in progress to end: {0}</source>
        <translation>Esperando a que termine la ejecución en curso: {0}</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="360"/>
        <source>Running: {0}</source>
        <translation>En ejecución: {0}</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="362"/>
        <source>Waiting: {0}</source>
        <translation>En espera: {0}</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="364"/>
        <source>Queue: empty</source>
        <translation>Cola: vacía</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="366"/>
        <source>Latest: {0}</source>
        <translation>Últimas: {0}</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="395"/>
        <source>Scheduling</source>
        <translation>Programación</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="489"/>
        <source>Another scheduler is running (pid {0}): it runs the scheduled projects; here you can still edit the list.</source>
        <translation>Hay otro programador en marcha (pid {0}): él ejecuta los proyectos programados; aquí aún puede editar la lista.</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="493"/>
        <source>Scheduled projects run one at a time while DAWeb is open, or headless with &quot;daweb schedule run&quot;. Times are local; schedule folder: {0}</source>
        <translation>Los proyectos programados se ejecutan de uno en uno mientras DAWeb está abierto, o sin ventana con «daweb schedule run». Las horas son locales; carpeta de la programación: {0}</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="497"/>
        <source>Project</source>
        <translation>Proyecto</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="497"/>
        <source>Time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="497"/>
        <source>Next run</source>
        <translation>Próxima ejecución</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="497"/>
        <source>Last result</source>
        <translation>Último resultado</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="498"/>
        <source>Enabled</source>
        <translation>Activo</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="499"/>
        <source>Add…</source>
        <translation>Añadir…</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="500"/>
        <source>Edit…</source>
        <translation>Editar…</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="501"/>
        <source>Enable/Disable</source>
        <translation>Activar/Desactivar</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="502"/>
        <source>Remove</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="503"/>
        <source>Open last run folder</source>
        <translation>Abrir la carpeta de la última ejecución</translation>
    </message>
</context>
<context>
    <name>SegmentsDialog</name>
    <message>
        <location filename="../dialogs.py" line="358"/>
        <source>Define segments</source>
        <translation>Definir segmentos</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="359"/>
        <source>Mi&amp;nimum length (words):</source>
        <translation>Longitud mí&amp;nima (palabras):</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="360"/>
        <source>Ma&amp;ximum length (words):</source>
        <translation>Longitud má&amp;xima (palabras):</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="361"/>
        <source>Minimum &amp;frequency:</source>
        <translation>&amp;Frecuencia mínima:</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="362"/>
        <source>Drop segments that begin or end with a stopword</source>
        <translation>Descartar los segmentos que empiezan o terminan con una palabra vacía</translation>
    </message>
</context>
<context>
    <name>SitesDialog</name>
    <message>
        <location filename="../sites_dialog.py" line="178"/>
        <source>Site descriptions</source>
        <translation>Descripciones de sitios</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="179"/>
        <source>&amp;Normalized documents:</source>
        <translation>Documentos &amp;normalizados:</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="180"/>
        <source>&amp;Analyzed sections:</source>
        <translation>Secciones &amp;analizadas:</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="182"/>
        <source>&amp;Site descriptions ([[sites]] tables: index pages, link patterns and the rules that turn their pages into sections; see docs/corpus.md):</source>
        <translation>De&amp;scripciones de sitios (tablas [[sites]]: páginas índice, patrones de enlaces y las reglas que convierten sus páginas en secciones; véase docs/corpus.md):</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="184"/>
        <source>One .SECTION file per document</source>
        <translation>Un archivo .SECTION por documento</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="185"/>
        <source>One .SECTION file per site</source>
        <translation>Un archivo .SECTION por sitio</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="187"/>
        <source>Tick the sections whose text is analyzed; none ticked = every translated section (appended ones, such as a date, are left out).</source>
        <translation>Marque las secciones cuyo texto se analiza; ninguna marcada = todas las secciones traducidas (las añadidas, como una fecha, quedan fuera).</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="189"/>
        <source>Insert an &amp;example</source>
        <translation>Insertar un &amp;ejemplo</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="190"/>
        <source>&amp;Preview…</source>
        <translation>&amp;Vista previa…</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="192"/>
        <source>Normalize a saved HTML page with the first site&apos;s rules (nothing is downloaded).</source>
        <translation>Normaliza una página HTML guardada con las reglas del primer sitio (no se descarga nada).</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="242"/>
        <source>Line {0}: {1}</source>
        <translation>Línea {0}: {1}</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="244"/>
        <source>Analyzed sections: {0}</source>
        <translation>Secciones analizadas: {0}</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="276"/>
        <source>Preview a saved page</source>
        <translation>Vista previa de una página guardada</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="277"/>
        <source>HTML pages (*.html *.htm);;All files (*)</source>
        <translation>Páginas HTML (*.html *.htm);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="286"/>
        <source>Cannot read {0}: {1}</source>
        <translation>No se puede leer {0}: {1}</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="288"/>
        <source>Preview: {0}</source>
        <translation>Vista previa: {0}</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="289"/>
        <source>(the rules produce no section for this page)</source>
        <translation>(las reglas no producen ninguna sección para esta página)</translation>
    </message>
</context>
<context>
    <name>WordListDialog</name>
    <message>
        <location filename="../dialogs.py" line="260"/>
        <source>Define list</source>
        <translation>Definir lista</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="262"/>
        <source>One entry per line: a word (casa), a lemma with all its forms (lemma:ir) or a multi-word expression (sin embargo). Text after # is a comment.</source>
        <translation>Una entrada por línea: una palabra (casa), un lema con todas sus formas (lemma:ir) o una expresión de varias palabras (sin embargo). Lo que sigue a # es un comentario.</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="264"/>
        <source>&amp;Load from file…</source>
        <translation>&amp;Cargar de un fichero…</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="265"/>
        <source>&amp;Save to file…</source>
        <translation>&amp;Guardar en un fichero…</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="281"/>
        <source>Line {0}: {1}</source>
        <translation>Línea {0}: {1}</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="300"/>
        <location filename="../dialogs.py" line="306"/>
        <source>Load list</source>
        <translation>Cargar lista</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="301"/>
        <source>Word lists (*.txt *.tsv);;All files (*)</source>
        <translation>Listas de palabras (*.txt *.tsv);;Todos los ficheros (*)</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="273"/>
        <source>Words: {0}</source>
        <translation>Palabras: {0}</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="309"/>
        <location filename="../dialogs.py" line="315"/>
        <source>Save list</source>
        <translation>Guardar lista</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="310"/>
        <source>Word lists (*.txt);;All files (*)</source>
        <translation>Listas de palabras (*.txt);;Todos los ficheros (*)</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="316"/>
        <source>Cannot write {0}: {1}</source>
        <translation>No se puede escribir {0}: {1}</translation>
    </message>
</context>
</TS>
