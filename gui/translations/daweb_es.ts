<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name></name>
    <message>
        <location filename="../process_section.py" line="65"/>
        <source>RetrieverState</source>
        <comment>Ready</comment>
        <extracomment>Colour of each retriever state (also drawn as its icon).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../process_section.py" line="66"/>
        <source>RetrieverState</source>
        <comment>Downloading</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../process_section.py" line="67"/>
        <source>RetrieverState</source>
        <comment>Redirected</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../process_section.py" line="68"/>
        <source>RetrieverState</source>
        <comment>Finished</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../process_section.py" line="69"/>
        <source>RetrieverState</source>
        <comment>Address failed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../process_section.py" line="70"/>
        <source>RetrieverState</source>
        <comment>Retrieval failed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../process_section.py" line="71"/>
        <source>RetrieverState</source>
        <comment>Server not found</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../process_section.py" line="72"/>
        <source>RetrieverState</source>
        <comment>Authentication required</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../process_section.py" line="81"/>
        <source>RetrieverState</source>
        <comment>Waiting for an address to download.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../process_section.py" line="82"/>
        <source>RetrieverState</source>
        <comment>Receiving the page.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../process_section.py" line="83"/>
        <source>RetrieverState</source>
        <comment>The server sent the retriever to another address.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../process_section.py" line="85"/>
        <source>RetrieverState</source>
        <comment>The page was received and queued for analysis.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../process_section.py" line="87"/>
        <source>RetrieverState</source>
        <comment>The server answered that the page does not exist or cannot be given (e.g. 404).</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../process_section.py" line="90"/>
        <source>RetrieverState</source>
        <comment>The transfer failed after every retry (timeout, broken connection, server error).</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../process_section.py" line="93"/>
        <source>RetrieverState</source>
        <comment>The server&apos;s name does not exist.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../process_section.py" line="95"/>
        <source>RetrieverState</source>
        <comment>The page needs a user name and password.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../process_section.py" line="183"/>
        <source>IncidentModel</source>
        <comment>Cause</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../process_section.py" line="184"/>
        <source>IncidentModel</source>
        <comment>Status</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../process_section.py" line="184"/>
        <source>IncidentModel</source>
        <comment>Detail</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../dialogs.py" line="462"/>
        <source>About DAWeb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="464"/>
        <source>&lt;h2&gt;DAWeb {0}&lt;/h2&gt;&lt;p&gt;Downloads whole web sites and analyzes their language morphologically, for linguists.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="467"/>
        <source>Packages:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="468"/>
        <source>Lexical sources:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="469"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="469"/>
        <source>Version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="469"/>
        <source>License</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AddressDialog</name>
    <message>
        <location filename="../dialogs.py" line="148"/>
        <source>Modify address</source>
        <extracomment>Output names: the same rule the project file applies (letters, digits, - _ .). Distributions listed in the About box. Lexical sources of the morphological recognizer and their licenses (see analyzers/lexicon_sources.py); the About box must credit them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="148"/>
        <source>Add address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="149"/>
        <source>&amp;Address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="150"/>
        <source>&amp;Output file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="151"/>
        <source>(the run&apos;s main output)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="153"/>
        <source>Name of the output that collects this address&apos;s pages; different addresses may use different outputs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="168"/>
        <source>This address is already in the list.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CancelledDialog</name>
    <message>
        <location filename="../dialogs.py" line="209"/>
        <source>Add cancelled address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="211"/>
        <source>No address containing this text will be accessed, e.g. &quot;deportes&quot;. Start with re: to give a regular expression.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="226"/>
        <source>This entry is already in the list.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConfigSection</name>
    <message>
        <location filename="../config_section.py" line="274"/>
        <source>&amp;Title:</source>
        <extracomment>Stopword/keyword modes in the order of the radio buttons.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="275"/>
        <source>Every project needs a title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="276"/>
        <source>Start addresses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="278"/>
        <source>Crawling starts at the ticked addresses and follows their links within the same site. Untick an address to leave it out of the next run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="280"/>
        <source>&amp;Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="281"/>
        <source>&amp;Modify…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="282"/>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="283"/>
        <source>Cancelled addresses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="285"/>
        <source>Addresses containing any of these texts are never accessed (re: = regular expression).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="287"/>
        <source>A&amp;dd…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="288"/>
        <source>R&amp;emove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="289"/>
        <source>&amp;Simultaneous download lines:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="291"/>
        <source>How many pages are downloaded at the same time (1–10). One line gives the same order in every run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="293"/>
        <source>Analysis list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="295"/>
        <source>No list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="295"/>
        <source>Words not in the list (stopwords)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="296"/>
        <source>Only words in the list (keywords)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="298"/>
        <source>Define &amp;list…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="299"/>
        <source>Outputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="300"/>
        <source>Recognized words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="301"/>
        <source>Unrecognized words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="302"/>
        <source>Segments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="303"/>
        <source>Profiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="305"/>
        <source>Define se&amp;gments…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="307"/>
        <source>A&amp;nalyze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="312"/>
        <source>Advanced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="313"/>
        <source>Delay between requests to a site (s):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="313"/>
        <source>Retries:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="314"/>
        <source>Connection timeout (s):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="314"/>
        <source>Read timeout (s):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="315"/>
        <source>Maximum pages:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="315"/>
        <source>Maximum depth:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="316"/>
        <source>Maximum duration (s):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="316"/>
        <source>Text to analyze:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="317"/>
        <source>Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="320"/>
        <source>Obey robots.txt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="321"/>
        <source>Read sitemaps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="322"/>
        <source>Stay on the start address&apos;s host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="323"/>
        <source>Main content</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="324"/>
        <source>All text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="325"/>
        <source>Spanish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="326"/>
        <source>English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="512"/>
        <source>A run is in progress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="514"/>
        <source>Give the project a title first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="516"/>
        <source>Add a start address and tick it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="519"/>
        <source>The analysis list is empty: define it or choose &quot;No list&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="531"/>
        <source>Start the analysis (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="536"/>
        <source>File: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../config_section.py" line="538"/>
        <source>{0} words</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IncidentsDialog</name>
    <message>
        <location filename="../process_section.py" line="216"/>
        <source>Incidents</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../main_window.py" line="212"/>
        <source>Configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="212"/>
        <source>Process</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="213"/>
        <source>Scheduling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="213"/>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="215"/>
        <source>&amp;Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="216"/>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="217"/>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="218"/>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="219"/>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="220"/>
        <source>Save &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="221"/>
        <source>E&amp;xit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="222"/>
        <source>S&amp;ettings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="223"/>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="224"/>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="227"/>
        <source>Open the last project on start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="228"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="229"/>
        <source>&amp;About DAWeb…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="230"/>
        <source>Analyze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="231"/>
        <source>Stop downloads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="256"/>
        <location filename="../main_window.py" line="331"/>
        <source>Untitled project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="274"/>
        <source>Open project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="275"/>
        <source>DAWeb projects (*.toml);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="286"/>
        <source>Cannot open the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="302"/>
        <source>Save project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="303"/>
        <source>DAWeb projects (*.toml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="316"/>
        <source>Cannot save the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="317"/>
        <source>{0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="329"/>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="330"/>
        <source>The project &quot;{0}&quot; has unsaved changes. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="375"/>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="412"/>
        <source>Cannot start the analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="429"/>
        <source>the run ended unexpectedly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="450"/>
        <source>A run is in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="451"/>
        <source>Finish the run and close DAWeb? What is analyzed so far is kept.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProcessSection</name>
    <message>
        <location filename="../process_section.py" line="294"/>
        <source>Pending addresses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../process_section.py" line="296"/>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../process_section.py" line="296"/>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../process_section.py" line="296"/>
        <source>Received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../process_section.py" line="297"/>
        <source>&amp;Stop downloads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../process_section.py" line="299"/>
        <source>No more downloads; the pages already downloaded are still analyzed (Esc).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../process_section.py" line="300"/>
        <source>&amp;Finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../process_section.py" line="302"/>
        <source>No more downloads and no more analysis; what is analyzed stays in the results.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../process_section.py" line="303"/>
        <source>&amp;Open results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../process_section.py" line="435"/>
        <source>Analyzing: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../process_section.py" line="437"/>
        <source>No project is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../process_section.py" line="448"/>
        <source>Accessed: {0}   Pending: {1}   Analyzed: {2}   Words/s: {3:.0f}   Elapsed: {4}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../process_section.py" line="451"/>
        <source>Incidents: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../process_section.py" line="460"/>
        <source>The run failed: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../process_section.py" line="467"/>
        <source>The run is complete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../process_section.py" line="468"/>
        <source>Downloads were stopped; every downloaded page was analyzed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../process_section.py" line="470"/>
        <source>The run was finished early; pages not yet analyzed were left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../process_section.py" line="472"/>
        <source>The run stopped because of an error: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../process_section.py" line="477"/>
        <source>{0} pages, {1} words analyzed. Results in {2}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QCoreApplication</name>
    <message>
        <location filename="../process_section.py" line="183"/>
        <source>IncidentModel</source>
        <comment>Address</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultsSection</name>
    <message>
        <location filename="../main_window.py" line="80"/>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="80"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="81"/>
        <source>Pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="81"/>
        <source>Words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="82"/>
        <source>Unrecognized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="83"/>
        <source>Open folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="84"/>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="85"/>
        <source>Runs of this project, oldest first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScheduleSection</name>
    <message>
        <location filename="../schedule_section.py" line="64"/>
        <source>Scheduling is not available yet in this version of DAWeb. Scheduled projects will be listed here with their time, next run and last result. Meanwhile, run projects with Analyze or with the command &quot;daweb run PROJECT&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="68"/>
        <source>Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="68"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="68"/>
        <source>Next run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="68"/>
        <source>Last result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="69"/>
        <source>Enabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="70"/>
        <source>Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="71"/>
        <source>Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="72"/>
        <source>Enable/Disable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="73"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="75"/>
        <source>Not available yet: the scheduler is still to come.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SegmentsDialog</name>
    <message>
        <location filename="../dialogs.py" line="378"/>
        <source>Define segments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="379"/>
        <source>Mi&amp;nimum length (words):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="380"/>
        <source>Ma&amp;ximum length (words):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="381"/>
        <source>Minimum &amp;frequency:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="382"/>
        <source>Drop segments that begin or end with a stopword</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="395"/>
        <source>The minimum length cannot be greater than the maximum length.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WordListDialog</name>
    <message>
        <location filename="../dialogs.py" line="289"/>
        <source>Define list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="290"/>
        <source>One word per line. Lines starting with # are comments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="291"/>
        <source>&amp;Load from file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="292"/>
        <source>&amp;Save to file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="306"/>
        <source>{0} words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="319"/>
        <location filename="../dialogs.py" line="325"/>
        <source>Load list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="320"/>
        <source>Word lists (*.txt *.tsv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="326"/>
        <source>Cannot read {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="329"/>
        <location filename="../dialogs.py" line="335"/>
        <source>Save list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="330"/>
        <source>Word lists (*.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="336"/>
        <source>Cannot write {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
