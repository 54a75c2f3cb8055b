<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en_US">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../dialogs.py" line="478"/>
        <source>About DAWeb</source>
        <translation>About DAWeb</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="480"/>
        <source>&lt;h2&gt;DAWeb {0}&lt;/h2&gt;&lt;p&gt;Downloads whole web sites and analyzes their language morphologically, for linguists.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;DAWeb {0}&lt;/h2&gt;&lt;p&gt;Downloads whole web sites and analyzes their language morphologically, for linguists.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="483"/>
        <source>Packages:</source>
        <translation>Packages:</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="484"/>
        <source>Lexical sources:</source>
        <translation>Lexical sources:</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="485"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="485"/>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="485"/>
        <source>License</source>
        <translation>License</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="490"/>
        <source>optional / bundled</source>
        <translation>optional / bundled</translation>
    </message>
</context>
<context>
    <name>AddressDialog</name>
    <message>
        <location filename="../dialogs.py" line="160"/>
        <source>Modify address</source>
        <translation>Modify address</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="160"/>
        <source>Add address</source>
        <translation>Add address</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="161"/>
        <source>&amp;Address:</source>
        <translation>&amp;Address:</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="162"/>
        <source>&amp;Output file:</source>
        <translation>&amp;Output file:</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="163"/>
        <source>(the run&apos;s main output)</source>
        <translation>(the run&apos;s main output)</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="165"/>
        <source>Name of the output that collects this address&apos;s pages; different addresses may use different outputs.</source>
        <translation>Name of the output that collects this address&apos;s pages; different addresses may use different outputs.</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="174"/>
        <source>This address is already in the list.</source>
        <translation>This address is already in the list.</translation>
    </message>
</context>
<context>
    <name>CancelledDialog</name>
    <message>
        <location filename="../dialogs.py" line="215"/>
        <source>Add cancelled address</source>
        <translation>Add cancelled address</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="217"/>
        <source>No address containing this text will be accessed, e.g. &quot;deportes&quot;. Start with re: to give a regular expression.</source>
        <translation>No address containing this text will be accessed, e.g. &quot;deportes&quot;. Start with re: to give a regular expression.</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="226"/>
        <source>This entry is already in the list.</source>
        <translation>This entry is already in the list.</translation>
    </message>
</context>
<context>
    <name>ConfigSection</name>
    <message>
        <location filename="../config_section.py" line="370"/>
        <source>&amp;Title:</source>
        <extracomment>Stopword/keyword modes in the order of the radio buttons.</extracomment>
        <translation>&amp;Title:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="371"/>
        <source>Every project needs a title</source>
        <translation>Every project needs a title</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="372"/>
        <source>Start addresses</source>
        <translation>Start addresses</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="374"/>
        <source>Crawling starts at the ticked addresses and follows their links within the same site. Untick an address to leave it out of the next run.</source>
        <translation>Crawling starts at the ticked addresses and follows their links within the same site. Untick an address to leave it out of the next run.</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="376"/>
        <source>&amp;Add…</source>
        <translation>&amp;Add…</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="377"/>
        <source>&amp;Modify…</source>
        <translation>&amp;Modify…</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="378"/>
        <source>&amp;Remove</source>
        <translation>&amp;Remove</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="379"/>
        <source>Cancelled addresses</source>
        <translation>Cancelled addresses</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="381"/>
        <source>Addresses containing any of these texts are never accessed (re: = regular expression).</source>
        <translation>Addresses containing any of these texts are never accessed (re: = regular expression).</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="383"/>
        <source>A&amp;dd…</source>
        <translation>A&amp;dd…</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="384"/>
        <source>R&amp;emove</source>
        <translation>R&amp;emove</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="385"/>
        <source>&amp;Simultaneous download lines:</source>
        <translation>&amp;Simultaneous download lines:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="387"/>
        <source>How many pages are downloaded at the same time (1–10). One line gives the same order in every run.</source>
        <translation>How many pages are downloaded at the same time (1–10). One line gives the same order in every run.</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="389"/>
        <source>Analysis list</source>
        <translation>Analysis list</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="391"/>
        <source>No list</source>
        <translation>No list</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="391"/>
        <source>Words not in the list (stopwords)</source>
        <translation>Words not in the list (stopwords)</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="392"/>
        <source>Only words in the list (keywords)</source>
        <translation>Only words in the list (keywords)</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="394"/>
        <source>Define &amp;list…</source>
        <translation>Define &amp;list…</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="395"/>
        <source>Outputs</source>
        <translation>Outputs</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="396"/>
        <source>Recognized words</source>
        <translation>Recognized words</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="397"/>
        <source>Unrecognized words</source>
        <translation>Unrecognized words</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="398"/>
        <source>Segments</source>
        <translation>Segments</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="399"/>
        <source>Profiles</source>
        <translation>Profiles</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="400"/>
        <location filename="../config_section.py" line="437"/>
        <source>Collocations</source>
        <translation>Collocations</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="401"/>
        <source>Prepositional regimes</source>
        <translation>Prepositional regimes</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="403"/>
        <source>Define se&amp;gments…</source>
        <translation>Define se&amp;gments…</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="405"/>
        <source>A&amp;nalyze</source>
        <translation>A&amp;nalyze</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="410"/>
        <source>Advanced</source>
        <translation>Advanced</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="411"/>
        <source>Delay between requests to a site (s):</source>
        <translation>Delay between requests to a site (s):</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="412"/>
        <source>Retries:</source>
        <translation>Retries:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="412"/>
        <source>Requests at a time to one host:</source>
        <translation>Requests at a time to one host:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="413"/>
        <source>Connection timeout (s):</source>
        <translation>Connection timeout (s):</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="413"/>
        <source>Read timeout (s):</source>
        <translation>Read timeout (s):</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="414"/>
        <source>Maximum pages:</source>
        <translation>Maximum pages:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="414"/>
        <source>Maximum depth:</source>
        <translation>Maximum depth:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="414"/>
        <source>User-Agent:</source>
        <translation>User-Agent:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="415"/>
        <source>Maximum duration (s):</source>
        <translation>Maximum duration (s):</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="415"/>
        <source>Text to analyze:</source>
        <translation>Text to analyze:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="416"/>
        <source>Language:</source>
        <translation>Language:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="416"/>
        <source>Parts of a page profile:</source>
        <translation>Parts of a page profile:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="419"/>
        <source>Obey robots.txt</source>
        <translation>Obey robots.txt</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="420"/>
        <source>Read sitemaps</source>
        <translation>Read sitemaps</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="421"/>
        <source>Stay on the start address&apos;s host</source>
        <translation>Stay on the start address&apos;s host</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="422"/>
        <source>Main content</source>
        <translation>Main content</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="423"/>
        <source>All text</source>
        <translation>All text</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="424"/>
        <source>Spanish</source>
        <translation>Spanish</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="425"/>
        <source>English</source>
        <translation>English</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="426"/>
        <source>Refuse local and private addresses</source>
        <translation>Refuse local and private addresses</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="428"/>
        <source>More than 1 only for sites you run, or that allow it.</source>
        <translation>More than 1 only for sites you run, or that allow it.</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="430"/>
        <source>Keep the analysis cache between runs</source>
        <translation>Keep the analysis cache between runs</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="431"/>
        <source>Read news feeds (RSS, Atom)</source>
        <translation>Read news feeds (RSS, Atom)</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="432"/>
        <source>Keep a copy of every page (WARC)</source>
        <translation>Keep a copy of every page (WARC)</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="434"/>
        <source>Every page downloaded is kept in the run folder, so that the viewer can show it and &quot;daweb reanalyze&quot; can analyze it again without downloading it.</source>
        <translation>Every page downloaded is kept in the run folder, so that the viewer can show it and &quot;daweb reanalyze&quot; can analyze it again without downloading it.</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="436"/>
        <source>Crawling</source>
        <translation>Crawling</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="436"/>
        <source>Corpus</source>
        <translation>Corpus</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="444"/>
        <source>Content filter:</source>
        <translation>Content filter:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="444"/>
        <source>Tolerance (levels):</source>
        <translation>Tolerance (levels):</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="445"/>
        <source>Near-duplicate distance (bits):</source>
        <translation>Near-duplicate distance (bits):</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="448"/>
        <source>e.g. madrid and not fútbol, or &quot;liga de campeones&quot; or champions</source>
        <translation>e.g. madrid and not fútbol, or &quot;liga de campeones&quot; or champions</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="450"/>
        <source>Only the parts of a page that meet this condition are analyzed (and, or, not, parentheses, &quot;exact phrases&quot;); empty = the whole text.</source>
        <translation>Only the parts of a page that meet this condition are analyzed (and, or, not, parentheses, &quot;exact phrases&quot;); empty = the whole text.</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="453"/>
        <source>How many enclosing levels of the page are kept around each matching part.</source>
        <translation>How many enclosing levels of the page are kept around each matching part.</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="454"/>
        <source>Inverse: remove the matching parts instead</source>
        <translation>Inverse: remove the matching parts instead</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="455"/>
        <source>Detect duplicate and near-duplicate pages</source>
        <translation>Detect duplicate and near-duplicate pages</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="456"/>
        <source>Count the words of duplicates anyway</source>
        <translation>Count the words of duplicates anyway</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="458"/>
        <source>How different two pages may be and still count as near duplicates: 0 = only identical texts, 3 = the usual value.</source>
        <translation>How different two pages may be and still count as near duplicates: 0 = only identical texts, 3 = the usual value.</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="461"/>
        <source>Re-runs: analyze only pages that are new or changed since the last run</source>
        <translation>Re-runs: analyze only pages that are new or changed since the last run</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="470"/>
        <source>Site descriptions for normalized documents (docs/corpus.md): this project has {0}: {1}.</source>
        <translation>Site descriptions for normalized documents (docs/corpus.md): this project has {0}: {1}.</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="475"/>
        <source>Site descriptions tell which pages of a site make up the corpus and which parts of them, as normalized documents (docs/corpus.md).</source>
        <translation>Site descriptions tell which pages of a site make up the corpus and which parts of them, as normalized documents (docs/corpus.md).</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="478"/>
        <source>Site &amp;descriptions…</source>
        <translation>Site &amp;descriptions…</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="482"/>
        <source>Window (words to each side):</source>
        <translation>Window (words to each side):</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="482"/>
        <source>Count:</source>
        <translation>Count:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="483"/>
        <source>Node words:</source>
        <translation>Node words:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="483"/>
        <source>Minimum frequency of a node word:</source>
        <translation>Minimum frequency of a node word:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="484"/>
        <source>Minimum frequency of a collocation:</source>
        <translation>Minimum frequency of a collocation:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="485"/>
        <source>Minimum frequency of a regime:</source>
        <translation>Minimum frequency of a regime:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="487"/>
        <source>Word forms</source>
        <translation>Word forms</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="488"/>
        <source>Lemmas</source>
        <translation>Lemmas</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="489"/>
        <source>Frequent words</source>
        <translation>Frequent words</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="490"/>
        <source>Words of the keyword list</source>
        <translation>Words of the keyword list</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="612"/>
        <source>Not a valid condition (character {0}): {1}</source>
        <translation>Not a valid condition (character {0}): {1}</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="727"/>
        <source>A run is in progress.</source>
        <translation>A run is in progress.</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="729"/>
        <source>Give the project a title first.</source>
        <translation>Give the project a title first.</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="731"/>
        <source>Add a start address and tick it.</source>
        <translation>Add a start address and tick it.</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="734"/>
        <source>The analysis list is empty: define it or choose &quot;No list&quot;.</source>
        <translation>The analysis list is empty: define it or choose &quot;No list&quot;.</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="736"/>
        <source>The content filter (Advanced, Corpus) is not a valid condition.</source>
        <translation>The content filter (Advanced, Corpus) is not a valid condition.</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="739"/>
        <source>Collocations of the keyword list need the analysis list in &quot;Only words in the list&quot; mode.</source>
        <translation>Collocations of the keyword list need the analysis list in &quot;Only words in the list&quot; mode.</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="761"/>
        <source>Start the analysis (F5)</source>
        <translation>Start the analysis (F5)</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="766"/>
        <source>File: {0}</source>
        <translation>File: {0}</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="768"/>
        <source>{0} words</source>
        <translation>{0} words</translation>
    </message>
</context>
<context>
    <name>IncidentModel</name>
    <message>
        <location filename="../process_section.py" line="185"/>
        <source>Address</source>
        <translation>Address</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="185"/>
        <source>Cause</source>
        <translation>Cause</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="186"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="186"/>
        <source>Detail</source>
        <translation>Detail</translation>
    </message>
</context>
<context>
    <name>IncidentsDialog</name>
    <message>
        <location filename="../process_section.py" line="219"/>
        <source>Incidents</source>
        <translation>Incidents</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../main_window.py" line="245"/>
        <source>Configuration</source>
        <translation>Configuration</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="245"/>
        <source>Process</source>
        <translation>Process</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="246"/>
        <source>Scheduling</source>
        <translation>Scheduling</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="246"/>
        <source>Results</source>
        <translation>Results</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="248"/>
        <source>&amp;Project</source>
        <translation>&amp;Project</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="249"/>
        <source>&amp;New</source>
        <translation>&amp;New</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="250"/>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="251"/>
        <source>Open &amp;recent</source>
        <translation>Open &amp;recent</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="252"/>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="253"/>
        <source>Save &amp;as…</source>
        <translation>Save &amp;as…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="254"/>
        <source>E&amp;xit</source>
        <translation>E&amp;xit</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="255"/>
        <source>S&amp;ettings</source>
        <translation>S&amp;ettings</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="256"/>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="257"/>
        <source>System language</source>
        <translation>System language</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="260"/>
        <source>Open the last project on start</source>
        <translation>Open the last project on start</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="261"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="262"/>
        <source>&amp;About DAWeb…</source>
        <translation>&amp;About DAWeb…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="263"/>
        <source>Analyze</source>
        <translation>Analyze</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="264"/>
        <source>Stop downloads</source>
        <translation>Stop downloads</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="283"/>
        <location filename="../main_window.py" line="358"/>
        <source>Untitled project</source>
        <translation>Untitled project</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="301"/>
        <source>Open project</source>
        <translation>Open project</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="302"/>
        <source>DAWeb projects (*.toml);;All files (*)</source>
        <translation>DAWeb projects (*.toml);;All files (*)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="313"/>
        <source>Cannot open the project</source>
        <translation>Cannot open the project</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="329"/>
        <source>Save project</source>
        <translation>Save project</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="330"/>
        <source>DAWeb projects (*.toml)</source>
        <translation>DAWeb projects (*.toml)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="343"/>
        <source>Cannot save the project</source>
        <translation>Cannot save the project</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="344"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="356"/>
        <source>Unsaved changes</source>
        <translation>Unsaved changes</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="357"/>
        <source>The project &quot;{0}&quot; has unsaved changes. Save them?</source>
        <translation>The project &quot;{0}&quot; has unsaved changes. Save them?</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="402"/>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="432"/>
        <source>A run is in progress; wait for its end or stop it in Process.</source>
        <translation>A run is in progress; wait for its end or stop it in Process.</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="444"/>
        <source>Cannot start the analysis</source>
        <translation>Cannot start the analysis</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="457"/>
        <source>Scheduled run of {0} started: see Process.</source>
        <translation>Scheduled run of {0} started: see Process.</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="463"/>
        <source>Scheduled run of {0} waits for the run in progress to end.</source>
        <translation>Scheduled run of {0} waits for the run in progress to end.</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="469"/>
        <source>Save the project</source>
        <translation>Save the project</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="470"/>
        <source>Save the project before analyzing: its results are kept in a &quot;runs&quot; folder beside the project file.</source>
        <translation>Save the project before analyzing: its results are kept in a &quot;runs&quot; folder beside the project file.</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="489"/>
        <source>the run ended unexpectedly</source>
        <translation>the run ended unexpectedly</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="510"/>
        <source>A run is in progress</source>
        <translation>A run is in progress</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="511"/>
        <source>Finish the run and close DAWeb? What is analyzed so far is kept.</source>
        <translation>Finish the run and close DAWeb? What is analyzed so far is kept.</translation>
    </message>
</context>
<context>
    <name>ProcessSection</name>
    <message>
        <location filename="../process_section.py" line="301"/>
        <source>Pending addresses</source>
        <translation>Pending addresses</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="303"/>
        <source>State</source>
        <translation>State</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="303"/>
        <source>Address</source>
        <translation>Address</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="303"/>
        <source>Received</source>
        <translation>Received</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="304"/>
        <source>&amp;Stop downloads</source>
        <translation>&amp;Stop downloads</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="306"/>
        <source>No more downloads; the pages already downloaded are still analyzed (Esc).</source>
        <translation>No more downloads; the pages already downloaded are still analyzed (Esc).</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="307"/>
        <source>&amp;Finish</source>
        <translation>&amp;Finish</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="309"/>
        <source>No more downloads and no more analysis; what is analyzed stays in the results.</source>
        <translation>No more downloads and no more analysis; what is analyzed stays in the results.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="310"/>
        <source>&amp;Open results</source>
        <translation>&amp;Open results</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="313"/>
        <source>Scheduled run of {0} ({1})</source>
        <translation>Scheduled run of {0} ({1})</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="314"/>
        <source>Run of {0}</source>
        <translation>Run of {0}</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="442"/>
        <source>Analyzing: {0}</source>
        <translation>Analyzing: {0}</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="444"/>
        <source>No project is running.</source>
        <translation>No project is running.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="455"/>
        <source>Accessed: {0}   Pending: {1}   Analyzed: {2}   Words/s: {3:.0f}   Elapsed: {4}</source>
        <translation>Accessed: {0}   Pending: {1}   Analyzed: {2}   Words/s: {3:.0f}   Elapsed: {4}</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="458"/>
        <source>Incidents: {0}</source>
        <translation>Incidents: {0}</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="467"/>
        <source>The run failed: {0}</source>
        <translation>The run failed: {0}</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="474"/>
        <source>The run is complete.</source>
        <translation>The run is complete.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="475"/>
        <source>Downloads were stopped; every downloaded page was analyzed.</source>
        <translation>Downloads were stopped; every downloaded page was analyzed.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="477"/>
        <source>The run was finished early; pages not yet analyzed were left out.</source>
        <translation>The run was finished early; pages not yet analyzed were left out.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="479"/>
        <source>The run stopped because of an error: {0}</source>
        <translation>The run stopped because of an error: {0}</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="484"/>
        <source>{0} pages, {1} words analyzed. Results in {2}</source>
        <translation>{0} pages, {1} words analyzed. Results in {2}</translation>
    </message>
</context>
<context>
    <name>ResultsSection</name>
    <message>
        <location filename="../main_window.py" line="87"/>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="87"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="88"/>
        <source>Pages</source>
        <translation>Pages</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="88"/>
        <source>Words</source>
        <translation>Words</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="89"/>
        <source>Unrecognized</source>
        <translation>Unrecognized</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="90"/>
        <source>Open folder</source>
        <translation>Open folder</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="91"/>
        <source>Open in viewer</source>
        <translation>Open in viewer</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="92"/>
        <source>Refresh</source>
        <translation>Refresh</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="93"/>
        <source>Runs of this project, oldest first.</source>
        <translation>Runs of this project, oldest first.</translation>
    </message>
</context>
<context>
    <name>RetrieverState</name>
    <message>
        <location filename="../process_section.py" line="65"/>
        <source>Ready</source>
        <extracomment>Colour of each retriever state (also drawn as its icon).</extracomment>
        <translation>Ready</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="66"/>
        <source>Downloading</source>
        <translation>Downloading</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="67"/>
        <source>Redirected</source>
        <translation>Redirected</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="68"/>
        <source>Finished</source>
        <translation>Finished</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="69"/>
        <source>Address failed</source>
        <translation>Address failed</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="70"/>
        <source>Retrieval failed</source>
        <translation>Retrieval failed</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="71"/>
        <source>Server not found</source>
        <translation>Server not found</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="72"/>
        <source>Authentication required</source>
        <translation>Authentication required</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="81"/>
        <source>Waiting for an address to download.</source>
        <translation>Waiting for an address to download.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="83"/>
        <source>Receiving the page.</source>
        <translation>Receiving the page.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="85"/>
        <source>The server sent the retriever to another address.</source>
        <translation>The server sent the retriever to another address.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="87"/>
        <source>The page was received and queued for analysis.</source>
        <translation>The page was received and queued for analysis.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="89"/>
        <source>The server answered that the page does not exist or cannot be given (e.g. 404).</source>
        <translation>The server answered that the page does not exist or cannot be given (e.g. 404).</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="92"/>
        <source>The transfer failed after every retry (timeout, broken connection, server error).</source>
        <translation>The transfer failed after every retry (timeout, broken connection, server error).</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="95"/>
        <source>The server&apos;s name does not exist.</source>
        <translation>The server&apos;s name does not exist.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="97"/>
        <source>The page needs a user name and password.</source>
        <translation>The page needs a user name and password.</translation>
    </message>
</context>
<context>
    <name>ScheduleDialog</name>
    <message>
        <location filename="../schedule_section.py" line="82"/>
        <source>Browse…</source>
        <translation>Browse…</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="91"/>
        <source>Enabled</source>
        <translation>Enabled</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="100"/>
        <location filename="../schedule_section.py" line="128"/>
        <source>Project file</source>
        <translation>Project file</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="101"/>
        <source>When</source>
        <translation>When</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="102"/>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="113"/>
        <source>Scheduled project</source>
        <translation>Scheduled project</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="114"/>
        <source>Schedule a project</source>
        <translation>Schedule a project</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="120"/>
        <source>Date and time, e.g. 2026-05-04 07:00</source>
        <translation>Date and time, e.g. 2026-05-04 07:00</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="121"/>
        <source>Time of day, e.g. 07:00</source>
        <translation>Time of day, e.g. 07:00</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="122"/>
        <source>Days and time, e.g. mon,thu 07:00</source>
        <translation>Days and time, e.g. mon,thu 07:00</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="123"/>
        <source>Hours or minutes, e.g. 6h or 30m</source>
        <translation>Hours or minutes, e.g. 6h or 30m</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="124"/>
        <source>Five fields, e.g. 0 7 * * 1</source>
        <translation>Five fields, e.g. 0 7 * * 1</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="129"/>
        <source>DAWeb projects (*.toml)</source>
        <translation>DAWeb projects (*.toml)</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="142"/>
        <source>No such project file: {0}</source>
        <translation>No such project file: {0}</translation>
    </message>
</context>
<context>
    <name>ScheduleSection</name>
    <message>
        <location filename="../schedule_section.py" line="67"/>
        <source>Once</source>
        <translation>Once</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="68"/>
        <source>Daily</source>
        <translation>Daily</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="69"/>
        <source>Weekly</source>
        <translation>Weekly</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="70"/>
        <source>Every</source>
        <translation>Every</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="71"/>
        <source>Cron expression</source>
        <translation>Cron expression</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="257"/>
        <source>Yes</source>
        <translation>Yes</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="257"/>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="274"/>
        <source>Waiting for the run in progress to end: {0}</source>
        <translation>Waiting for the run in progress to end: {0}</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="277"/>
        <source>Running: {0}</source>
        <translation>Running: {0}</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="279"/>
        <source>Waiting: {0}</source>
        <translation>Waiting: {0}</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="281"/>
        <source>Queue: empty</source>
        <translation>Queue: empty</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="283"/>
        <source>Latest: {0}</source>
        <translation>Latest: {0}</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="311"/>
        <source>Scheduling</source>
        <translation>Scheduling</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="414"/>
        <source>Another scheduler is running (pid {0}): it runs the scheduled projects; here you can still edit the list.</source>
        <translation>Another scheduler is running (pid {0}): it runs the scheduled projects; here you can still edit the list.</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="418"/>
        <source>Scheduled projects run one at a time while DAWeb is open, or headless with &quot;daweb schedule run&quot;. Times are local; schedule folder: {0}</source>
        <translation>Scheduled projects run one at a time while DAWeb is open, or headless with &quot;daweb schedule run&quot;. Times are local; schedule folder: {0}</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="422"/>
        <source>Project</source>
        <translation>Project</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="422"/>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="422"/>
        <source>Next run</source>
        <translation>Next run</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="422"/>
        <source>Last result</source>
        <translation>Last result</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="423"/>
        <source>Enabled</source>
        <translation>Enabled</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="424"/>
        <source>Add…</source>
        <translation>Add…</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="425"/>
        <source>Edit…</source>
        <translation>Edit…</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="426"/>
        <source>Enable/Disable</source>
        <translation>Enable/Disable</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="427"/>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="428"/>
        <source>Open last run folder</source>
        <translation>Open last run folder</translation>
    </message>
</context>
<context>
    <name>SegmentsDialog</name>
    <message>
        <location filename="../dialogs.py" line="398"/>
        <source>Define segments</source>
        <translation>Define segments</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="399"/>
        <source>Mi&amp;nimum length (words):</source>
        <translation>Mi&amp;nimum length (words):</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="400"/>
        <source>Ma&amp;ximum length (words):</source>
        <translation>Ma&amp;ximum length (words):</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="401"/>
        <source>Minimum &amp;frequency:</source>
        <translation>Minimum &amp;frequency:</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="402"/>
        <source>Drop segments that begin or end with a stopword</source>
        <translation>Drop segments that begin or end with a stopword</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="409"/>
        <source>The minimum length cannot be greater than the maximum length.</source>
        <translation>The minimum length cannot be greater than the maximum length.</translation>
    </message>
</context>
<context>
    <name>SitesDialog</name>
    <message>
        <location filename="../sites_dialog.py" line="180"/>
        <source>Site descriptions</source>
        <translation>Site descriptions</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="181"/>
        <source>&amp;Normalized documents:</source>
        <translation>&amp;Normalized documents:</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="182"/>
        <source>&amp;Analyzed sections:</source>
        <translation>&amp;Analyzed sections:</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="184"/>
        <source>&amp;Site descriptions ([[sites]] tables: index pages, link patterns and the rules that turn their pages into sections; see docs/corpus.md):</source>
        <translation>&amp;Site descriptions ([[sites]] tables: index pages, link patterns and the rules that turn their pages into sections; see docs/corpus.md):</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="186"/>
        <source>One .SECTION file per document</source>
        <translation>One .SECTION file per document</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="187"/>
        <source>One .SECTION file per site</source>
        <translation>One .SECTION file per site</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="189"/>
        <source>Tick the sections whose text is analyzed; none ticked = every translated section (appended ones, such as a date, are left out).</source>
        <translation>Tick the sections whose text is analyzed; none ticked = every translated section (appended ones, such as a date, are left out).</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="191"/>
        <source>Insert an &amp;example</source>
        <translation>Insert an &amp;example</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="192"/>
        <source>&amp;Preview…</source>
        <translation>&amp;Preview…</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="194"/>
        <source>Normalize a saved HTML page with the first site&apos;s rules (nothing is downloaded).</source>
        <translation>Normalize a saved HTML page with the first site&apos;s rules (nothing is downloaded).</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="244"/>
        <source>Line {0}: {1}</source>
        <translation>Line {0}: {1}</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="246"/>
        <source>Analyzed sections: {0}</source>
        <translation>Analyzed sections: {0}</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="278"/>
        <source>Preview a saved page</source>
        <translation>Preview a saved page</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="279"/>
        <source>HTML pages (*.html *.htm);;All files (*)</source>
        <translation>HTML pages (*.html *.htm);;All files (*)</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="288"/>
        <source>Cannot read {0}: {1}</source>
        <translation>Cannot read {0}: {1}</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="290"/>
        <source>Preview: {0}</source>
        <translation>Preview: {0}</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="291"/>
        <source>(the rules produce no section for this page)</source>
        <translation>(the rules produce no section for this page)</translation>
    </message>
</context>
<context>
    <name>Validation</name>
    <message>
        <location filename="../dialogs.py" line="71"/>
        <source>Type an address, e.g. https://www.example.es/</source>
        <extracomment>Output names: the same rule the project file applies (letters, digits, - _ .). Distributions listed in the About box. Licenses of packages whose metadata does not name theirs in a short form. Lexical sources of the morphological recognizer (analyzers/lexicon_sources.py): (name, distribution giving its version or &quot;&quot;, license). The About box credits them.</extracomment>
        <translation>Type an address, e.g. https://www.example.es/</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="74"/>
        <source>The address contains a space; write it as %20 or remove it.</source>
        <translation>The address contains a space; write it as %20 or remove it.</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="80"/>
        <source>This is not a valid address (check the port number).</source>
        <translation>This is not a valid address (check the port number).</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="83"/>
        <source>The address must start with http:// or https://</source>
        <translation>The address must start with http:// or https://</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="86"/>
        <source>The address has no host name, e.g. https://www.example.es/</source>
        <translation>The address has no host name, e.g. https://www.example.es/</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="96"/>
        <source>Output names use letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos;, without slashes.</source>
        <translation>Output names use letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos;, without slashes.</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="104"/>
        <source>Type part of an address, e.g. deportes, or re: and a regular expression.</source>
        <translation>Type part of an address, e.g. deportes, or re: and a regular expression.</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="110"/>
        <source>Not a valid regular expression after &apos;re:&apos;: {0}</source>
        <translation>Not a valid regular expression after &apos;re:&apos;: {0}</translation>
    </message>
</context>
<context>
    <name>WordListDialog</name>
    <message>
        <location filename="../dialogs.py" line="291"/>
        <source>Define list</source>
        <translation>Define list</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="293"/>
        <source>One entry per line: a word (casa), a lemma with all its forms (lemma:ir) or a multi-word expression (sin embargo). Text after # is a comment.</source>
        <translation>One entry per line: a word (casa), a lemma with all its forms (lemma:ir) or a multi-word expression (sin embargo). Text after # is a comment.</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="295"/>
        <source>&amp;Load from file…</source>
        <translation>&amp;Load from file…</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="296"/>
        <source>&amp;Save to file…</source>
        <translation>&amp;Save to file…</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="304"/>
        <source>{0} words</source>
        <translation>{0} words</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="318"/>
        <source>Line {0}: {1}</source>
        <translation>Line {0}: {1}</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="339"/>
        <location filename="../dialogs.py" line="345"/>
        <source>Load list</source>
        <translation>Load list</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="340"/>
        <source>Word lists (*.txt *.tsv);;All files (*)</source>
        <translation>Word lists (*.txt *.tsv);;All files (*)</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="346"/>
        <source>Cannot read {0}: {1}</source>
        <translation>Cannot read {0}: {1}</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="349"/>
        <location filename="../dialogs.py" line="355"/>
        <source>Save list</source>
        <translation>Save list</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="350"/>
        <source>Word lists (*.txt);;All files (*)</source>
        <translation>Word lists (*.txt);;All files (*)</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="356"/>
        <source>Cannot write {0}: {1}</source>
        <translation>Cannot write {0}: {1}</translation>
    </message>
</context>
</TS>
