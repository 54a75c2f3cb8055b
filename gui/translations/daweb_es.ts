<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES" sourcelanguage="en_US">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../dialogs.py" line="501"/>
        <source>About DAWeb</source>
        <translation>Acerca de DAWeb</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="503"/>
        <source>&lt;h2&gt;DAWeb {0}&lt;/h2&gt;&lt;p&gt;Downloads whole web sites and analyzes their language morphologically, for linguists.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;DAWeb {0}&lt;/h2&gt;&lt;p&gt;Descarga sitios web completos y analiza morfológicamente su lengua, para lingüistas.&lt;/p&gt;&lt;p&gt;Software libre bajo la GNU GPL, versión 3 o posterior.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="506"/>
        <source>Packages:</source>
        <translation>Paquetes:</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="507"/>
        <source>Lexical sources:</source>
        <translation>Fuentes léxicas:</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="508"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="508"/>
        <source>Version</source>
        <translation>Versión</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="508"/>
        <source>License</source>
        <translation>Licencia</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="513"/>
        <source>optional / bundled</source>
        <translation>opcional / incluida</translation>
    </message>
</context>
<context>
    <name>AddressDialog</name>
    <message>
        <location filename="../dialogs.py" line="159"/>
        <source>Modify address</source>
        <translation>Modificar dirección</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="159"/>
        <source>Add address</source>
        <translation>Añadir dirección</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="160"/>
        <source>&amp;Address:</source>
        <translation>&amp;Dirección:</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="161"/>
        <source>&amp;Output file:</source>
        <translation>&amp;Fichero de salida:</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="162"/>
        <source>(the run&apos;s main output)</source>
        <translation>(la salida principal de la ejecución)</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="164"/>
        <source>Name of the output that collects this address&apos;s pages; different addresses may use different outputs.</source>
        <translation>Nombre de la salida que recoge las páginas de esta dirección; direcciones diferentes pueden usar salidas diferentes.</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="179"/>
        <source>This address is already in the list.</source>
        <translation>Esta dirección ya está en la lista.</translation>
    </message>
</context>
<context>
    <name>CancelledDialog</name>
    <message>
        <location filename="../dialogs.py" line="220"/>
        <source>Add cancelled address</source>
        <translation>Añadir dirección cancelada</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="222"/>
        <source>No address containing this text will be accessed, e.g. &quot;deportes&quot;. Start with re: to give a regular expression.</source>
        <translation>No se accederá a ninguna dirección que contenga este texto, p. ej. «deportes». Empiece por re: para dar una expresión regular.</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="237"/>
        <source>This entry is already in the list.</source>
        <translation>Esta entrada ya está en la lista.</translation>
    </message>
</context>
<context>
    <name>ConfigSection</name>
    <message>
        <location filename="../config_section.py" line="275"/>
        <source>&amp;Title:</source>
        <extracomment>Stopword/keyword modes in the order of the radio buttons.</extracomment>
        <translation>&amp;Título:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="276"/>
        <source>Every project needs a title</source>
        <translation>Todo proyecto necesita un título</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="277"/>
        <source>Start addresses</source>
        <translation>Direcciones de partida</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="279"/>
        <source>Crawling starts at the ticked addresses and follows their links within the same site. Untick an address to leave it out of the next run.</source>
        <translation>La descarga parte de las direcciones marcadas y sigue sus enlaces dentro del mismo sitio. Desmarque una dirección para dejarla fuera de la próxima ejecución.</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="281"/>
        <source>&amp;Add…</source>
        <translation>&amp;Añadir…</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="282"/>
        <source>&amp;Modify…</source>
        <translation>&amp;Modificar…</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="283"/>
        <source>&amp;Remove</source>
        <translation>&amp;Eliminar</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="284"/>
        <source>Cancelled addresses</source>
        <translation>Direcciones canceladas</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="286"/>
        <source>Addresses containing any of these texts are never accessed (re: = regular expression).</source>
        <translation>Nunca se accede a las direcciones que contengan alguno de estos textos (re: = expresión regular).</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="288"/>
        <source>A&amp;dd…</source>
        <translation>Aña&amp;dir…</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="289"/>
        <source>R&amp;emove</source>
        <translation>Eli&amp;minar</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="290"/>
        <source>&amp;Simultaneous download lines:</source>
        <translation>&amp;Líneas de descarga simultáneas:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="292"/>
        <source>How many pages are downloaded at the same time (1–10). One line gives the same order in every run.</source>
        <translation>Cuántas páginas se descargan a la vez (1–10). Con una sola línea el orden es el mismo en todas las ejecuciones.</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="294"/>
        <source>Analysis list</source>
        <translation>Lista de análisis</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="296"/>
        <source>No list</source>
        <translation>Sin lista</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="296"/>
        <source>Words not in the list (stopwords)</source>
        <translation>No en la lista (palabras vacías)</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="297"/>
        <source>Only words in the list (keywords)</source>
        <translation>En la lista (palabras significativas)</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="299"/>
        <source>Define &amp;list…</source>
        <translation>Definir &amp;lista…</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="300"/>
        <source>Outputs</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="301"/>
        <source>Recognized words</source>
        <translation>Palabras reconocidas</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="302"/>
        <source>Unrecognized words</source>
        <translation>Palabras no reconocidas</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="303"/>
        <source>Segments</source>
        <translation>Segmentos</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="304"/>
        <source>Profiles</source>
        <translation>Perfiles</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="306"/>
        <source>Define se&amp;gments…</source>
        <translation>Definir se&amp;gmentos…</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="308"/>
        <source>A&amp;nalyze</source>
        <translation>A&amp;nalizar</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="313"/>
        <source>Advanced</source>
        <translation>Avanzado</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="314"/>
        <source>Delay between requests to a site (s):</source>
        <translation>Pausa entre peticiones a un sitio (s):</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="314"/>
        <source>Retries:</source>
        <translation>Reintentos:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="315"/>
        <source>Connection timeout (s):</source>
        <translation>Tiempo máximo de conexión (s):</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="315"/>
        <source>Read timeout (s):</source>
        <translation>Tiempo máximo de lectura (s):</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="316"/>
        <source>Maximum pages:</source>
        <translation>Máximo de páginas:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="316"/>
        <source>Maximum depth:</source>
        <translation>Profundidad máxima:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="317"/>
        <source>Maximum duration (s):</source>
        <translation>Duración máxima (s):</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="317"/>
        <source>Text to analyze:</source>
        <translation>Texto que se analiza:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="318"/>
        <source>Language:</source>
        <translation>Idioma:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="321"/>
        <source>Obey robots.txt</source>
        <translation>Respetar robots.txt</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="322"/>
        <source>Read sitemaps</source>
        <translation>Leer los mapas del sitio (sitemaps)</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="323"/>
        <source>Stay on the start address&apos;s host</source>
        <translation>No salir del servidor de la dirección de partida</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="324"/>
        <source>Main content</source>
        <translation>Contenido principal</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="325"/>
        <source>All text</source>
        <translation>Todo el texto</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="326"/>
        <source>Spanish</source>
        <translation>Español</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="327"/>
        <source>English</source>
        <translation>Inglés</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="516"/>
        <source>A run is in progress.</source>
        <translation>Hay una ejecución en curso.</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="518"/>
        <source>Give the project a title first.</source>
        <translation>Primero dé un título al proyecto.</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="520"/>
        <source>Add a start address and tick it.</source>
        <translation>Añada una dirección de partida y márquela.</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="523"/>
        <source>The analysis list is empty: define it or choose &quot;No list&quot;.</source>
        <translation>La lista de análisis está vacía: defínala o elija «Sin lista».</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="535"/>
        <source>Start the analysis (F5)</source>
        <translation>Comenzar el análisis (F5)</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="540"/>
        <source>File: {0}</source>
        <translation>Fichero: {0}</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="542"/>
        <source>{0} words</source>
        <translation>{0} palabras</translation>
    </message>
</context>
<context>
    <name>IncidentModel</name>
    <message>
        <location filename="../process_section.py" line="185"/>
        <source>Address</source>
        <translation>Dirección</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="185"/>
        <source>Cause</source>
        <translation>Causa</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="186"/>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="186"/>
        <source>Detail</source>
        <translation>Detalle</translation>
    </message>
</context>
<context>
    <name>IncidentsDialog</name>
    <message>
        <location filename="../process_section.py" line="219"/>
        <source>Incidents</source>
        <translation>Incidencias</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../main_window.py" line="244"/>
        <source>Configuration</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="244"/>
        <source>Process</source>
        <translation>Proceso</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="245"/>
        <source>Scheduling</source>
        <translation>Programación</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="245"/>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="247"/>
        <source>&amp;Project</source>
        <translation>&amp;Proyecto</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="248"/>
        <source>&amp;New</source>
        <translation>&amp;Nuevo</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="249"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="250"/>
        <source>Open &amp;recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="251"/>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="252"/>
        <source>Save &amp;as…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="253"/>
        <source>E&amp;xit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="254"/>
        <source>S&amp;ettings</source>
        <translation>Pr&amp;eferencias</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="255"/>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="256"/>
        <source>System language</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="259"/>
        <source>Open the last project on start</source>
        <translation>Abrir el último proyecto al empezar</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="260"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="261"/>
        <source>&amp;About DAWeb…</source>
        <translation>&amp;Acerca de DAWeb…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="262"/>
        <source>Analyze</source>
        <translation>Analizar</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="263"/>
        <source>Stop downloads</source>
        <translation>Parar descargas</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="288"/>
        <location filename="../main_window.py" line="363"/>
        <source>Untitled project</source>
        <translation>Proyecto sin título</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="306"/>
        <source>Open project</source>
        <translation>Abrir proyecto</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="307"/>
        <source>DAWeb projects (*.toml);;All files (*)</source>
        <translation>Proyectos de DAWeb (*.toml);;Todos los ficheros (*)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="318"/>
        <source>Cannot open the project</source>
        <translation>No se puede abrir el proyecto</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="334"/>
        <source>Save project</source>
        <translation>Guardar proyecto</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="335"/>
        <source>DAWeb projects (*.toml)</source>
        <translation>Proyectos de DAWeb (*.toml)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="348"/>
        <source>Cannot save the project</source>
        <translation>No se puede guardar el proyecto</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="349"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="361"/>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="362"/>
        <source>The project &quot;{0}&quot; has unsaved changes. Save them?</source>
        <translation>El proyecto «{0}» tiene cambios sin guardar. ¿Guardarlos?</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="407"/>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="446"/>
        <source>Cannot start the analysis</source>
        <translation>No se puede comenzar el análisis</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="456"/>
        <source>Save the project</source>
        <translation>Guardar el proyecto</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="457"/>
        <source>Save the project before analyzing: its results are kept in a &quot;runs&quot; folder beside the project file.</source>
        <translation>Guarde el proyecto antes de analizar: sus resultados se guardan en una carpeta «runs» junto al fichero del proyecto.</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="476"/>
        <source>the run ended unexpectedly</source>
        <translation>la ejecución terminó de forma inesperada</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="497"/>
        <source>A run is in progress</source>
        <translation>Hay una ejecución en curso</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="498"/>
        <source>Finish the run and close DAWeb? What is analyzed so far is kept.</source>
        <translation>¿Finalizar la ejecución y cerrar DAWeb? Se conserva lo analizado hasta ahora.</translation>
    </message>
</context>
<context>
    <name>ProcessSection</name>
    <message>
        <location filename="../process_section.py" line="297"/>
        <source>Pending addresses</source>
        <translation>Direcciones pendientes</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="299"/>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="299"/>
        <source>Address</source>
        <translation>Dirección</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="299"/>
        <source>Received</source>
        <translation>Recibido</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="300"/>
        <source>&amp;Stop downloads</source>
        <translation>&amp;Parar descargas</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="302"/>
        <source>No more downloads; the pages already downloaded are still analyzed (Esc).</source>
        <translation>No se descarga nada más; las páginas ya descargadas se analizan igualmente (Esc).</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="303"/>
        <source>&amp;Finish</source>
        <translation>&amp;Finalizar</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="305"/>
        <source>No more downloads and no more analysis; what is analyzed stays in the results.</source>
        <translation>No se descarga ni se analiza nada más; lo ya analizado queda en los resultados.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="306"/>
        <source>&amp;Open results</source>
        <translation>&amp;Abrir resultados</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="438"/>
        <source>Analyzing: {0}</source>
        <translation>Analizando: {0}</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="440"/>
        <source>No project is running.</source>
        <translation>No hay ningún proyecto en ejecución.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="451"/>
        <source>Accessed: {0}   Pending: {1}   Analyzed: {2}   Words/s: {3:.0f}   Elapsed: {4}</source>
        <translation>Accedidas: {0}   Pendientes: {1}   Analizadas: {2}   Palabras/s: {3:.0f}   Tiempo: {4}</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="454"/>
        <source>Incidents: {0}</source>
        <translation>Incidencias: {0}</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="463"/>
        <source>The run failed: {0}</source>
        <translation>La ejecución falló: {0}</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="470"/>
        <source>The run is complete.</source>
        <translation>La ejecución ha terminado.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="471"/>
        <source>Downloads were stopped; every downloaded page was analyzed.</source>
        <translation>Se pararon las descargas; se analizaron todas las páginas descargadas.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="473"/>
        <source>The run was finished early; pages not yet analyzed were left out.</source>
        <translation>La ejecución se finalizó antes de tiempo; las páginas aún no analizadas quedaron fuera.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="475"/>
        <source>The run stopped because of an error: {0}</source>
        <translation>La ejecución se detuvo por un error: {0}</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="480"/>
        <source>{0} pages, {1} words analyzed. Results in {2}</source>
        <translation>{0} páginas y {1} palabras analizadas. Resultados en {2}</translation>
    </message>
</context>
<context>
    <name>ResultsSection</name>
    <message>
        <location filename="../main_window.py" line="85"/>
        <source>Run</source>
        <translation>Ejecución</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="85"/>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="86"/>
        <source>Pages</source>
        <translation>Páginas</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="86"/>
        <source>Words</source>
        <translation>Palabras</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="87"/>
        <source>Unrecognized</source>
        <translation>No reconocidas</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="88"/>
        <source>Open folder</source>
        <translation>Abrir carpeta</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="89"/>
        <source>Open in viewer</source>
        <translation>Abrir en el visor</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="90"/>
        <source>Refresh</source>
        <translation>Actualizar</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="91"/>
        <source>Runs of this project, oldest first.</source>
        <translation>Ejecuciones de este proyecto, de la más antigua a la más reciente.</translation>
    </message>
</context>
<context>
    <name>RetrieverState</name>
    <message>
        <location filename="../process_section.py" line="65"/>
        <source>Ready</source>
        <extracomment>Colour of each retriever state (also drawn as its icon).</extracomment>
        <translation>Preparado</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="66"/>
        <source>Downloading</source>
        <translation>Descargando</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="67"/>
        <source>Redirected</source>
        <translation>Redireccionado</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="68"/>
        <source>Finished</source>
        <translation>Terminado</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="69"/>
        <source>Address failed</source>
        <translation>Falló la dirección</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="70"/>
        <source>Retrieval failed</source>
        <translation>Falló la recuperación</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="71"/>
        <source>Server not found</source>
        <translation>No existe el servidor</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="72"/>
        <source>Authentication required</source>
        <translation>Se necesita autenticación</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="81"/>
        <source>Waiting for an address to download.</source>
        <translation>Esperando una dirección que descargar.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="83"/>
        <source>Receiving the page.</source>
        <translation>Recibiendo la página.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="85"/>
        <source>The server sent the retriever to another address.</source>
        <translation>El servidor envió al recuperador a otra dirección.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="87"/>
        <source>The page was received and queued for analysis.</source>
        <translation>La página se recibió y quedó en cola para su análisis.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="89"/>
        <source>The server answered that the page does not exist or cannot be given (e.g. 404).</source>
        <translation>El servidor respondió que la página no existe o no puede entregarse (p. ej. 404).</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="92"/>
        <source>The transfer failed after every retry (timeout, broken connection, server error).</source>
        <translation>La transferencia falló tras todos los reintentos (tiempo agotado, conexión interrumpida, error del servidor).</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="95"/>
        <source>The server&apos;s name does not exist.</source>
        <translation>El nombre del servidor no existe.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="97"/>
        <source>The page needs a user name and password.</source>
        <translation>La página requiere usuario y contraseña.</translation>
    </message>
</context>
<context>
    <name>ScheduleDialog</name>
    <message>
        <location filename="../schedule_section.py" line="78"/>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="87"/>
        <source>Enabled</source>
        <translation>Activada</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="96"/>
        <location filename="../schedule_section.py" line="124"/>
        <source>Project file</source>
        <translation>Archivo de proyecto</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="97"/>
        <source>When</source>
        <translation>Cuándo</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="98"/>
        <source>Time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="109"/>
        <source>Scheduled project</source>
        <translation>Proyecto programado</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="110"/>
        <source>Schedule a project</source>
        <translation>Programar un proyecto</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="116"/>
        <source>Date and time, e.g. 2026-05-04 07:00</source>
        <translation>Fecha y hora, p. ej. 2026-05-04 07:00</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="117"/>
        <source>Time of day, e.g. 07:00</source>
        <translation>Hora del día, p. ej. 07:00</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="118"/>
        <source>Days and time, e.g. mon,thu 07:00</source>
        <translation>Días y hora, p. ej. mon,thu 07:00 (mon=lunes … sun=domingo)</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="119"/>
        <source>Hours or minutes, e.g. 6h or 30m</source>
        <translation>Horas o minutos, p. ej. 6h o 30m</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="120"/>
        <source>Five fields, e.g. 0 7 * * 1</source>
        <translation>Cinco campos, p. ej. 0 7 * * 1</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="125"/>
        <source>DAWeb projects (*.toml)</source>
        <translation>Proyectos de DAWeb (*.toml)</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="138"/>
        <source>No such project file: {0}</source>
        <translation>No existe el archivo de proyecto: {0}</translation>
    </message>
</context>
<context>
    <name>ScheduleSection</name>
    <message>
        <location filename="../schedule_section.py" line="63"/>
        <source>Once</source>
        <translation>Una vez</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="64"/>
        <source>Daily</source>
        <translation>Cada día</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="65"/>
        <source>Weekly</source>
        <translation>Cada semana</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="66"/>
        <source>Every</source>
        <translation>Cada</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="67"/>
        <source>Cron expression</source>
        <translation>Expresión cron</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="253"/>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="253"/>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="269"/>
        <source>Running: {0}</source>
        <translation>En ejecución: {0}</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="271"/>
        <source>Waiting: {0}</source>
        <translation>En espera: {0}</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="273"/>
        <source>Queue: empty</source>
        <translation>Cola: vacía</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="275"/>
        <source>Latest: {0}</source>
        <translation>Últimas: {0}</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="303"/>
        <source>Scheduling</source>
        <translation>Programación</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="399"/>
        <source>Another scheduler is running (pid {0}): it runs the scheduled projects; here you can still edit the list.</source>
        <translation>Hay otro programador en marcha (pid {0}): él ejecuta los proyectos programados; aquí aún puede editar la lista.</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="403"/>
        <source>Scheduled projects run one at a time while DAWeb is open, or headless with &quot;daweb schedule run&quot;. Times are local; schedule folder: {0}</source>
        <translation>Los proyectos programados se ejecutan de uno en uno mientras DAWeb está abierto, o sin ventana con «daweb schedule run». Las horas son locales; carpeta de la programación: {0}</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="407"/>
        <source>Project</source>
        <translation>Proyecto</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="407"/>
        <source>Time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="407"/>
        <source>Next run</source>
        <translation>Próxima ejecución</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="407"/>
        <source>Last result</source>
        <translation>Último resultado</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="408"/>
        <source>Enabled</source>
        <translation>Activo</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="409"/>
        <source>Add…</source>
        <translation>Añadir…</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="410"/>
        <source>Edit…</source>
        <translation>Editar…</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="411"/>
        <source>Enable/Disable</source>
        <translation>Activar/Desactivar</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="412"/>
        <source>Remove</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="413"/>
        <source>Open last run folder</source>
        <translation>Abrir la carpeta de la última ejecución</translation>
    </message>
</context>
<context>
    <name>SegmentsDialog</name>
    <message>
        <location filename="../dialogs.py" line="415"/>
        <source>Define segments</source>
        <translation>Definir segmentos</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="416"/>
        <source>Mi&amp;nimum length (words):</source>
        <translation>Longitud mí&amp;nima (palabras):</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="417"/>
        <source>Ma&amp;ximum length (words):</source>
        <translation>Longitud má&amp;xima (palabras):</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="418"/>
        <source>Minimum &amp;frequency:</source>
        <translation>&amp;Frecuencia mínima:</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="419"/>
        <source>Drop segments that begin or end with a stopword</source>
        <translation>Descartar los segmentos que empiezan o terminan con una palabra vacía</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="432"/>
        <source>The minimum length cannot be greater than the maximum length.</source>
        <translation>La longitud mínima no puede ser mayor que la máxima.</translation>
    </message>
</context>
<context>
    <name>Validation</name>
    <message>
        <location filename="../dialogs.py" line="70"/>
        <source>Type an address, e.g. https://www.example.es/</source>
        <extracomment>Output names: the same rule the project file applies (letters, digits, - _ .). Distributions listed in the About box. Licenses of packages whose metadata does not name theirs in a short form. Lexical sources of the morphological recognizer (analyzers/lexicon_sources.py): (name, distribution giving its version or &quot;&quot;, license). The About box credits them.</extracomment>
        <translation>Escriba una dirección, p. ej. https://www.example.es/</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="73"/>
        <source>The address contains a space; write it as %20 or remove it.</source>
        <translation>La dirección contiene un espacio; escríbalo como %20 o quítelo.</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="79"/>
        <source>This is not a valid address (check the port number).</source>
        <translation>No es una dirección válida (revise el número de puerto).</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="82"/>
        <source>The address must start with http:// or https://</source>
        <translation>La dirección debe empezar por http:// o https://</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="85"/>
        <source>The address has no host name, e.g. https://www.example.es/</source>
        <translation>La dirección no tiene nombre de servidor, p. ej. https://www.example.es/</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="95"/>
        <source>Output names use letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos;, without slashes.</source>
        <translation>Los nombres de salida usan letras, cifras, &apos;-&apos;, &apos;_&apos; y &apos;.&apos;, sin barras.</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="103"/>
        <source>Type part of an address, e.g. deportes, or re: and a regular expression.</source>
        <translation>Escriba parte de una dirección, p. ej. deportes, o re: y una expresión regular.</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="109"/>
        <source>Not a valid regular expression after &apos;re:&apos;: {0}</source>
        <translation>No es una expresión regular válida tras &apos;re:&apos;: {0}</translation>
    </message>
</context>
<context>
    <name>WordListDialog</name>
    <message>
        <location filename="../dialogs.py" line="302"/>
        <source>Define list</source>
        <translation>Definir lista</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="304"/>
        <source>One entry per line: a word (casa), a lemma with all its forms (lemma:ir) or a multi-word expression (sin embargo). Text after # is a comment.</source>
        <translation>Una entrada por línea: una palabra (casa), un lema con todas sus formas (lemma:ir) o una expresión de varias palabras (sin embargo). Lo que sigue a # es un comentario.</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="306"/>
        <source>&amp;Load from file…</source>
        <translation>&amp;Cargar de un fichero…</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="307"/>
        <source>&amp;Save to file…</source>
        <translation>&amp;Guardar en un fichero…</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="321"/>
        <source>{0} words</source>
        <translation>{0} palabras</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="335"/>
        <source>Line {0}: {1}</source>
        <translation>Línea {0}: {1}</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="356"/>
        <location filename="../dialogs.py" line="362"/>
        <source>Load list</source>
        <translation>Cargar lista</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="357"/>
        <source>Word lists (*.txt *.tsv);;All files (*)</source>
        <translation>Listas de palabras (*.txt *.tsv);;Todos los ficheros (*)</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="363"/>
        <source>Cannot read {0}: {1}</source>
        <translation>No se puede leer {0}: {1}</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="366"/>
        <location filename="../dialogs.py" line="372"/>
        <source>Save list</source>
        <translation>Guardar lista</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="367"/>
        <source>Word lists (*.txt);;All files (*)</source>
        <translation>Listas de palabras (*.txt);;Todos los ficheros (*)</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="373"/>
        <source>Cannot write {0}: {1}</source>
        <translation>No se puede escribir {0}: {1}</translation>
    </message>
</context>
</TS>
