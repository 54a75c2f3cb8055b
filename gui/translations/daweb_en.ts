<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en_US">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../dialogs.py" line="439"/>
        <source>About DAWeb</source>
        <translation>About DAWeb</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="441"/>
        <source>&lt;h2&gt;DAWeb {0}&lt;/h2&gt;&lt;p&gt;Downloads whole web sites and analyzes their language morphologically, for linguists.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;DAWeb {0}&lt;/h2&gt;&lt;p&gt;Downloads whole web sites and analyzes their language morphologically, for linguists.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="444"/>
        <source>Packages:</source>
        <translation>Packages:</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="445"/>
        <source>Lexical sources:</source>
        <translation>Lexical sources:</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="446"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="446"/>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="446"/>
        <source>License</source>
        <translation>License</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="451"/>
        <source>optional / bundled</source>
        <translation>optional / bundled</translation>
    </message>
</context>
<context>
    <name>AddressDialog</name>
    <message>
        <location filename="../dialogs.py" line="112"/>
        <source>Modify address</source>
        <extracomment>Distributions listed in the About box. Licenses of packages whose metadata does not name theirs in a short form. Lexical sources of the morphological recognizer (analyzers/lexicon_sources.py): (name, distribution giving its version or &quot;&quot;, license). The About box credits them.</extracomment>
        <translation>Modify address</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="112"/>
        <source>Add address</source>
        <translation>Add address</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="113"/>
        <source>&amp;Address:</source>
        <translation>&amp;Address:</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="114"/>
        <source>&amp;Output file:</source>
        <translation>&amp;Output file:</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="115"/>
        <source>(the run&apos;s main output)</source>
        <translation>(the run&apos;s main output)</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="117"/>
        <source>Name of the output that collects this address&apos;s pages; different addresses may use different outputs.</source>
        <translation>Name of the output that collects this address&apos;s pages; different addresses may use different outputs.</translation>
    </message>
</context>
<context>
    <name>CancelledDialog</name>
    <message>
        <location filename="../dialogs.py" line="167"/>
        <source>Add cancelled address</source>
        <translation>Add cancelled address</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="169"/>
        <source>No address containing this text will be accessed, e.g. &quot;deportes&quot;. Start with re: to give a regular expression.</source>
        <translation>No address containing this text will be accessed, e.g. &quot;deportes&quot;. Start with re: to give a regular expression.</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="178"/>
        <source>This entry is already in the list.</source>
        <translation>This entry is already in the list.</translation>
    </message>
</context>
<context>
    <name>ConfigSection</name>
    <message>
        <location filename="../config_section.py" line="388"/>
        <source>&amp;Title:</source>
        <extracomment>Stopword/keyword modes in the order of the radio buttons.</extracomment>
        <translation>&amp;Title:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="389"/>
        <source>Every project needs a title</source>
        <translation>Every project needs a title</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="390"/>
        <source>Start addresses</source>
        <translation>Start addresses</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="392"/>
        <source>Crawling starts at the ticked addresses and follows their links within the same site. Untick an address to leave it out of the next run.</source>
        <translation>Crawling starts at the ticked addresses and follows their links within the same site. Untick an address to leave it out of the next run.</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="394"/>
        <source>&amp;Add…</source>
        <translation>&amp;Add…</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="395"/>
        <source>&amp;Modify…</source>
        <translation>&amp;Modify…</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="396"/>
        <source>&amp;Remove</source>
        <translation>&amp;Remove</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="397"/>
        <source>Cancelled addresses</source>
        <translation>Cancelled addresses</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="399"/>
        <source>Addresses containing any of these texts are never accessed (re: = regular expression).</source>
        <translation>Addresses containing any of these texts are never accessed (re: = regular expression).</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="401"/>
        <source>A&amp;dd…</source>
        <translation>A&amp;dd…</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="402"/>
        <source>R&amp;emove</source>
        <translation>R&amp;emove</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="403"/>
        <source>&amp;Simultaneous download lines:</source>
        <translation>&amp;Simultaneous download lines:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="405"/>
        <source>How many pages are downloaded at the same time (1–10). One line gives the same order in every run.</source>
        <translation>How many pages are downloaded at the same time (1–10). One line gives the same order in every run.</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="407"/>
        <source>Analysis list</source>
        <translation>Analysis list</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="409"/>
        <source>No list</source>
        <translation>No list</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="409"/>
        <source>Words not in the list (stopwords)</source>
        <translation>Words not in the list (stopwords)</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="410"/>
        <source>Only words in the list (keywords)</source>
        <translation>Only words in the list (keywords)</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="412"/>
        <source>Define &amp;list…</source>
        <translation>Define &amp;list…</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="413"/>
        <source>Outputs</source>
        <translation>Outputs</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="414"/>
        <source>Recognized words</source>
        <translation>Recognized words</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="415"/>
        <source>Unrecognized words</source>
        <translation>Unrecognized words</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="416"/>
        <source>Segments</source>
        <translation>Segments</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="417"/>
        <source>Profiles</source>
        <translation>Profiles</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="418"/>
        <location filename="../config_section.py" line="464"/>
        <source>Collocations</source>
        <translation>Collocations</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="419"/>
        <source>Prepositional regimes</source>
        <translation>Prepositional regimes</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="421"/>
        <source>Define se&amp;gments…</source>
        <translation>Define se&amp;gments…</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="423"/>
        <source>A&amp;nalyze</source>
        <translation>A&amp;nalyze</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="428"/>
        <source>Advanced</source>
        <translation>Advanced</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="429"/>
        <source>Delay between requests to a site (s):</source>
        <translation>Delay between requests to a site (s):</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="430"/>
        <source>Retries:</source>
        <translation>Retries:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="430"/>
        <source>Requests at a time to one host:</source>
        <translation>Requests at a time to one host:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="431"/>
        <source>Connection timeout (s):</source>
        <translation>Connection timeout (s):</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="431"/>
        <source>Read timeout (s):</source>
        <translation>Read timeout (s):</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="432"/>
        <source>Maximum pages:</source>
        <translation>Maximum pages:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="432"/>
        <source>Maximum depth:</source>
        <translation>Maximum depth:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="432"/>
        <source>User-Agent:</source>
        <translation>User-Agent:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="433"/>
        <source>Maximum duration (s):</source>
        <translation>Maximum duration (s):</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="433"/>
        <source>Text to analyze:</source>
        <translation>Text to analyze:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="434"/>
        <source>Language:</source>
        <translation>Language:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="434"/>
        <source>Passages in other languages:</source>
        <translation>Passages in other languages:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="435"/>
        <source>Parts of a page profile:</source>
        <translation>Parts of a page profile:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="438"/>
        <source>Obey robots.txt</source>
        <translation>Obey robots.txt</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="439"/>
        <source>Read sitemaps</source>
        <translation>Read sitemaps</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="440"/>
        <source>Stay on the start address&apos;s host</source>
        <translation>Stay on the start address&apos;s host</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="441"/>
        <source>Main content</source>
        <translation>Main content</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="442"/>
        <source>All text</source>
        <translation>All text</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="444"/>
        <source>Spanish</source>
        <translation>Spanish</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="445"/>
        <source>English</source>
        <translation>English</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="446"/>
        <source>Leave out</source>
        <translation>Leave out</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="446"/>
        <source>Leave out, count their words</source>
        <translation>Leave out, count their words</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="447"/>
        <source>Analyze as the project&apos;s language</source>
        <translation>Analyze as the project&apos;s language</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="449"/>
        <source>Refuse local and private addresses</source>
        <translation>Refuse local and private addresses</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="451"/>
        <source>More than 1 only for sites you run, or that allow it.</source>
        <translation>More than 1 only for sites you run, or that allow it.</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="453"/>
        <source>Keep the analysis cache between runs</source>
        <translation>Keep the analysis cache between runs</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="454"/>
        <source>One reading per occurrence, from its context</source>
        <translation>One reading per occurrence, from its context</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="456"/>
        <source>Each occurrence gets the lemma and category its neighbours make likely, so lemma counts are not inflated by ambiguity. Off: every reading of a form is counted.</source>
        <translation>Each occurrence gets the lemma and category its neighbours make likely, so lemma counts are not inflated by ambiguity. Off: every reading of a form is counted.</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="458"/>
        <source>Read news feeds (RSS, Atom)</source>
        <translation>Read news feeds (RSS, Atom)</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="459"/>
        <source>Keep a copy of every page (WARC)</source>
        <translation>Keep a copy of every page (WARC)</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="461"/>
        <source>Every page downloaded is kept in the run folder, so that the viewer can show it and &quot;daweb reanalyze&quot; can analyze it again without downloading it.</source>
        <translation>Every page downloaded is kept in the run folder, so that the viewer can show it and &quot;daweb reanalyze&quot; can analyze it again without downloading it.</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="463"/>
        <source>Crawling</source>
        <translation>Crawling</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="463"/>
        <source>Corpus</source>
        <translation>Corpus</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="471"/>
        <source>Content filter:</source>
        <translation>Content filter:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="471"/>
        <source>Tolerance (levels):</source>
        <translation>Tolerance (levels):</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="472"/>
        <source>Near-duplicate distance (bits):</source>
        <translation>Near-duplicate distance (bits):</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="475"/>
        <source>e.g. madrid and not fútbol, or &quot;liga de campeones&quot; or champions</source>
        <translation>e.g. madrid and not fútbol, or &quot;liga de campeones&quot; or champions</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="477"/>
        <source>Only the parts of a page that meet this condition are analyzed (and, or, not, parentheses, &quot;exact phrases&quot;); empty = the whole text.</source>
        <translation>Only the parts of a page that meet this condition are analyzed (and, or, not, parentheses, &quot;exact phrases&quot;); empty = the whole text.</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="480"/>
        <source>How many enclosing levels of the page are kept around each matching part.</source>
        <translation>How many enclosing levels of the page are kept around each matching part.</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="481"/>
        <source>Inverse: remove the matching parts instead</source>
        <translation>Inverse: remove the matching parts instead</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="482"/>
        <source>Detect duplicate and near-duplicate pages</source>
        <translation>Detect duplicate and near-duplicate pages</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="483"/>
        <source>Count the words of duplicates anyway</source>
        <translation>Count the words of duplicates anyway</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="485"/>
        <source>How different two pages may be and still count as near duplicates: 0 = only identical texts, 3 = the usual value.</source>
        <translation>How different two pages may be and still count as near duplicates: 0 = only identical texts, 3 = the usual value.</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="488"/>
        <source>Re-runs: analyze only pages that are new or changed since the last run</source>
        <translation>Re-runs: analyze only pages that are new or changed since the last run</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="497"/>
        <source>Site descriptions for normalized documents (docs/corpus.md): this project has {0}: {1}.</source>
        <translation>Site descriptions for normalized documents (docs/corpus.md): this project has {0}: {1}.</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="502"/>
        <source>Site descriptions tell which pages of a site make up the corpus and which parts of them, as normalized documents (docs/corpus.md).</source>
        <translation>Site descriptions tell which pages of a site make up the corpus and which parts of them, as normalized documents (docs/corpus.md).</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="505"/>
        <source>Site &amp;descriptions…</source>
        <translation>Site &amp;descriptions…</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="509"/>
        <source>Window (words to each side):</source>
        <translation>Window (words to each side):</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="509"/>
        <source>Count:</source>
        <translation>Count:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="510"/>
        <source>Node words:</source>
        <translation>Node words:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="510"/>
        <source>Minimum frequency of a node word:</source>
        <translation>Minimum frequency of a node word:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="511"/>
        <source>Minimum frequency of a collocation:</source>
        <translation>Minimum frequency of a collocation:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="512"/>
        <source>Minimum frequency of a regime:</source>
        <translation>Minimum frequency of a regime:</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="514"/>
        <source>Word forms</source>
        <translation>Word forms</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="515"/>
        <source>Lemmas</source>
        <translation>Lemmas</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="516"/>
        <source>Frequent words</source>
        <translation>Frequent words</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="517"/>
        <source>Words of the keyword list</source>
        <translation>Words of the keyword list</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="713"/>
        <source>Define list</source>
        <translation>Define list</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="714"/>
        <source>{0}

The list shows the project&apos;s own entries only; OK replaces the file with them, Cancel keeps it.</source>
        <translation>{0}

The list shows the project&apos;s own entries only; OK replaces the file with them, Cancel keeps it.</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="757"/>
        <source>A run is in progress.</source>
        <translation>A run is in progress.</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="759"/>
        <source>The content filter (Advanced, Corpus) is not a valid condition.</source>
        <translation>The content filter (Advanced, Corpus) is not a valid condition.</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="786"/>
        <source>Start the analysis (F5)</source>
        <translation>Start the analysis (F5)</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="793"/>
        <source>File: {0}</source>
        <translation>File: {0}</translation>
    </message>
    <message>
        <location filename="../config_section.py" line="795"/>
        <source>Words: {0}</source>
        <translation>Words: {0}</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <location filename="../help_dialog.py" line="72"/>
        <source>DAWeb documentation</source>
        <extracomment>The repository&apos;s root: README.md and docs/ (resolved from this file, not the cwd).</extracomment>
        <translation>DAWeb documentation</translation>
    </message>
    <message>
        <location filename="../help_dialog.py" line="77"/>
        <source>The documentation files were not found in {0}.</source>
        <translation>The documentation files were not found in {0}.</translation>
    </message>
</context>
<context>
    <name>IncidentModel</name>
    <message>
        <location filename="../process_section.py" line="220"/>
        <source>Address</source>
        <translation>Address</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="220"/>
        <source>Cause</source>
        <translation>Cause</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="221"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="221"/>
        <source>Detail</source>
        <translation>Detail</translation>
    </message>
</context>
<context>
    <name>IncidentsDialog</name>
    <message>
        <location filename="../process_section.py" line="254"/>
        <source>Incidents</source>
        <translation>Incidents</translation>
    </message>
</context>
<context>
    <name>KnownWordDialog</name>
    <message>
        <location filename="../observatory.py" line="440"/>
        <source>Known word</source>
        <translation>Known word</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="441"/>
        <source>{0}: into the project&apos;s lexicon, recognized from the next run on.</source>
        <translation>{0}: into the project&apos;s lexicon, recognized from the next run on.</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="443"/>
        <source>&amp;Lemma:</source>
        <translation>&amp;Lemma:</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="444"/>
        <source>&amp;Category:</source>
        <translation>&amp;Category:</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../main_window.py" line="285"/>
        <source>Configuration</source>
        <translation>Configuration</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="285"/>
        <source>Process</source>
        <translation>Process</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="286"/>
        <source>Scheduling</source>
        <translation>Scheduling</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="286"/>
        <source>Results</source>
        <translation>Results</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="288"/>
        <source>&amp;Project</source>
        <translation>&amp;Project</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="289"/>
        <source>&amp;New</source>
        <translation>&amp;New</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="290"/>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="291"/>
        <source>Open &amp;recent</source>
        <translation>Open &amp;recent</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="292"/>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="293"/>
        <source>Save &amp;as…</source>
        <translation>Save &amp;as…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="294"/>
        <source>E&amp;xit</source>
        <translation>E&amp;xit</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="295"/>
        <source>S&amp;ettings</source>
        <translation>S&amp;ettings</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="296"/>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="297"/>
        <source>System language</source>
        <translation>System language</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="300"/>
        <source>Open the last project on start</source>
        <translation>Open the last project on start</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="301"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="302"/>
        <source>&amp;About DAWeb…</source>
        <translation>&amp;About DAWeb…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="303"/>
        <source>&amp;Documentation</source>
        <translation>&amp;Documentation</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="304"/>
        <source>Run the &amp;demo</source>
        <translation>Run the &amp;demo</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="306"/>
        <source>Serve the bundled demo site on this computer and analyze it.</source>
        <translation>Serve the bundled demo site on this computer and analyze it.</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="307"/>
        <source>Analyze</source>
        <translation>Analyze</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="308"/>
        <source>Stop downloads</source>
        <translation>Stop downloads</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="309"/>
        <source>Neology &amp;observatory…</source>
        <translation>Neology &amp;observatory…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="329"/>
        <location filename="../main_window.py" line="408"/>
        <source>Untitled project</source>
        <translation>Untitled project</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="347"/>
        <source>Open project</source>
        <translation>Open project</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="348"/>
        <source>DAWeb projects (*.toml);;All files (*)</source>
        <translation>DAWeb projects (*.toml);;All files (*)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="359"/>
        <source>Cannot open the project</source>
        <translation>Cannot open the project</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="378"/>
        <source>Save project</source>
        <translation>Save project</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="379"/>
        <source>DAWeb projects (*.toml)</source>
        <translation>DAWeb projects (*.toml)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="392"/>
        <source>Cannot save the project</source>
        <translation>Cannot save the project</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="393"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="406"/>
        <source>Unsaved changes</source>
        <translation>Unsaved changes</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="407"/>
        <source>The project &quot;{0}&quot; has unsaved changes. Save them?</source>
        <translation>The project &quot;{0}&quot; has unsaved changes. Save them?</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="452"/>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="482"/>
        <location filename="../main_window.py" line="570"/>
        <source>A run is in progress; wait for its end or stop it in Process.</source>
        <translation>A run is in progress; wait for its end or stop it in Process.</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="497"/>
        <location filename="../main_window.py" line="501"/>
        <source>Cannot start the analysis</source>
        <translation>Cannot start the analysis</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="514"/>
        <source>Scheduled run of {0} started: see Process.</source>
        <translation>Scheduled run of {0} started: see Process.</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="520"/>
        <source>Scheduled run of {0} waits for the run in progress to end.</source>
        <translation>Scheduled run of {0} waits for the run in progress to end.</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="526"/>
        <source>Save the project</source>
        <translation>Save the project</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="527"/>
        <source>Save the project before analyzing: its results are kept in a &quot;runs&quot; folder beside the project file.</source>
        <translation>Save the project before analyzing: its results are kept in a &quot;runs&quot; folder beside the project file.</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="547"/>
        <source>the run ended unexpectedly</source>
        <translation>the run ended unexpectedly</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="595"/>
        <source>Neology observatory</source>
        <translation>Neology observatory</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="596"/>
        <source>Save the project first: its runs and its lexicon live beside the project file.</source>
        <translation>Save the project first: its runs and its lexicon live beside the project file.</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="618"/>
        <source>A run is in progress</source>
        <translation>A run is in progress</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="619"/>
        <source>Finish the run and close DAWeb? What is analyzed so far is kept.</source>
        <translation>Finish the run and close DAWeb? What is analyzed so far is kept.</translation>
    </message>
</context>
<context>
    <name>Observatory</name>
    <message>
        <location filename="../observatory.py" line="66"/>
        <source>pending</source>
        <extracomment>Translation context of the names below. Stored status, type and reason -&gt; its name (source texts, translated in CONTEXT).</extracomment>
        <translation>pending</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="67"/>
        <source>accepted</source>
        <translation>accepted</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="68"/>
        <source>rejected</source>
        <translation>rejected</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="69"/>
        <source>prefixation</source>
        <translation>prefixation</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="70"/>
        <source>suffixation</source>
        <translation>suffixation</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="71"/>
        <source>compounding</source>
        <translation>compounding</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="72"/>
        <source>borrowing</source>
        <translation>borrowing</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="73"/>
        <source>semantic</source>
        <translation>semantic</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="74"/>
        <source>other</source>
        <translation>other</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="75"/>
        <source>typo</source>
        <translation>typo</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="76"/>
        <source>proper noun</source>
        <translation>proper noun</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="77"/>
        <source>foreign</source>
        <translation>foreign</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="78"/>
        <source>known word</source>
        <translation>known word</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="79"/>
        <source>non-word</source>
        <translation>non-word</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="459"/>
        <source>Add to the project&apos;s lexicon…</source>
        <translation>Add to the project&apos;s lexicon…</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="463"/>
        <source>The project file this run was made from is not there.</source>
        <translation>The project file this run was made from is not there.</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="479"/>
        <source>In the lexicon: {0}</source>
        <translation>In the lexicon: {0}</translation>
    </message>
</context>
<context>
    <name>ObservatoryWindow</name>
    <message>
        <location filename="../observatory.py" line="180"/>
        <source>Neology observatory — {0}</source>
        <extracomment>One key per decision: accepted with a type, or rejected with a reason. The lists offered besides every candidate (daweb/neology/follow.py).</extracomment>
        <translation>Neology observatory — {0}</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="181"/>
        <source>&amp;Status:</source>
        <translation>&amp;Status:</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="181"/>
        <source>T&amp;ype:</source>
        <translation>T&amp;ype:</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="182"/>
        <source>T&amp;riage:</source>
        <translation>T&amp;riage:</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="182"/>
        <source>S&amp;ince:</source>
        <translation>S&amp;ince:</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="183"/>
        <source>&amp;List:</source>
        <translation>&amp;List:</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="185"/>
        <source>all</source>
        <translation>all</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="187"/>
        <source>reviewed</source>
        <translation>reviewed</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="188"/>
        <location filename="../observatory.py" line="260"/>
        <source>any</source>
        <translation>any</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="190"/>
        <source>every candidate</source>
        <translation>every candidate</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="191"/>
        <source>rising</source>
        <translation>rising</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="192"/>
        <source>gone quiet</source>
        <translation>gone quiet</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="193"/>
        <source>Re&amp;build from the runs</source>
        <translation>Re&amp;build from the runs</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="195"/>
        <source>Form</source>
        <translation>Form</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="195"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="195"/>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="195"/>
        <source>Triage</source>
        <translation>Triage</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="196"/>
        <source>First seen</source>
        <translation>First seen</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="196"/>
        <source>Runs</source>
        <translation>Runs</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="196"/>
        <source>Frequency</source>
        <translation>Frequency</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="197"/>
        <source>Per million</source>
        <translation>Per million</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="201"/>
        <source>Accept as a neologism: {0}</source>
        <translation>Accept as a neologism: {0}</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="202"/>
        <source>Reject: {0}</source>
        <translation>Reject: {0}</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="204"/>
        <source>Undo (Ctrl+Z)</source>
        <translation>Undo (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="206"/>
        <source>One key per decision, for every selected candidate; then the next one. A known word goes into the project&apos;s lexicon and is recognized from the next run on.</source>
        <translation>One key per decision, for every selected candidate; then the next one. A known word goes into the project&apos;s lexicon and is recognized from the next run on.</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="231"/>
        <source>No neology database yet: run the project, or rebuild it from earlier runs.</source>
        <translation>No neology database yet: run the project, or rebuild it from earlier runs.</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="252"/>
        <source>any date</source>
        <translation>any date</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="295"/>
        <source>No candidate matches the filters.</source>
        <translation>No candidate matches the filters.</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="303"/>
        <source>Tags: {0}</source>
        <translation>Tags: {0}</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="304"/>
        <source>Suggested: {0}</source>
        <translation>Suggested: {0}</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="305"/>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="306"/>
        <source>First seen {0}, last seen {1}; sites: {2}</source>
        <translation>First seen {0}, last seen {1}; sites: {2}</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="320"/>
        <source>run date</source>
        <translation>run date</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="321"/>
        <source>per million words</source>
        <translation>per million words</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="323"/>
        <source>frequency per million words</source>
        <translation>frequency per million words</translation>
    </message>
    <message>
        <location filename="../observatory.py" line="403"/>
        <source>Neology observatory</source>
        <translation>Neology observatory</translation>
    </message>
</context>
<context>
    <name>Problem</name>
    <message>
        <location filename="../problems.py" line="75"/>
        <source>Type an address, e.g. https://www.example.es/</source>
        <translation>Type an address, e.g. https://www.example.es/</translation>
    </message>
    <message>
        <location filename="../problems.py" line="76"/>
        <source>The address contains a space; write it as %20 or remove it.</source>
        <translation>The address contains a space; write it as %20 or remove it.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="78"/>
        <source>This is not a valid address (check the port number).</source>
        <translation>This is not a valid address (check the port number).</translation>
    </message>
    <message>
        <location filename="../problems.py" line="80"/>
        <source>The address must start with http:// or https://</source>
        <translation>The address must start with http:// or https://</translation>
    </message>
    <message>
        <location filename="../problems.py" line="82"/>
        <source>The address has no host name, e.g. https://www.example.es/</source>
        <translation>The address has no host name, e.g. https://www.example.es/</translation>
    </message>
    <message>
        <location filename="../problems.py" line="84"/>
        <source>This address is already in the list.</source>
        <translation>This address is already in the list.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="85"/>
        <source>Output names begin with a letter or a digit, then letters, digits, &apos;-&apos;, &apos;_&apos; or &apos;.&apos;, without slashes.</source>
        <translation>Output names begin with a letter or a digit, then letters, digits, &apos;-&apos;, &apos;_&apos; or &apos;.&apos;, without slashes.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="88"/>
        <source>Add a start address and tick it.</source>
        <translation>Add a start address and tick it.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="44"/>
        <source>No such project file.</source>
        <translation>No such project file.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="27"/>
        <source>Unknown key; did you mean &quot;{suggestion}&quot;?</source>
        <translation>Unknown key; did you mean &quot;{suggestion}&quot;?</translation>
    </message>
    <message>
        <location filename="../problems.py" line="29"/>
        <source>Unknown key here; it belongs in the [{table}] table.</source>
        <translation>Unknown key here; it belongs in the [{table}] table.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="30"/>
        <source>Unknown key; the keys allowed here: {allowed}.</source>
        <translation>Unknown key; the keys allowed here: {allowed}.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="36"/>
        <source>Must be a number more than {low} and at most {high}.</source>
        <translation>Must be a number more than {low} and at most {high}.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="37"/>
        <source>Must be a number from {low} to {high}.</source>
        <translation>Must be a number from {low} to {high}.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="43"/>
        <source>The file is not valid TOML: {detail}</source>
        <extracomment>Code -&gt; the translated text for that problem (chosen at display time: the language may have changed since the problem was made).</extracomment>
        <translation>The file is not valid TOML: {detail}</translation>
    </message>
    <message>
        <location filename="../problems.py" line="45"/>
        <source>The file is not UTF-8 text. Save it as UTF-8 in your editor.</source>
        <translation>The file is not UTF-8 text. Save it as UTF-8 in your editor.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="48"/>
        <source>Must be a whole number from 0 to {high}.</source>
        <translation>Must be a whole number from 0 to {high}.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="50"/>
        <source>This file was written by a newer DAWeb (this version reads schema 0 to {high}): upgrade DAWeb.</source>
        <translation>This file was written by a newer DAWeb (this version reads schema 0 to {high}): upgrade DAWeb.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="54"/>
        <source>Must be a table: write [{table}] on a line of its own.</source>
        <translation>Must be a table: write [{table}] on a line of its own.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="56"/>
        <source>Must be a whole number from {low} to {high}.</source>
        <translation>Must be a whole number from {low} to {high}.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="58"/>
        <source>Must be from {low} to {high}.</source>
        <translation>Must be from {low} to {high}.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="59"/>
        <source>Too large: at most {high}.</source>
        <translation>Too large: at most {high}.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="62"/>
        <source>Must be true or false.</source>
        <translation>Must be true or false.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="63"/>
        <source>Must be a text in quotes.</source>
        <translation>Must be a text in quotes.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="64"/>
        <source>Must be one of {choices}.</source>
        <translation>Must be one of {choices}.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="65"/>
        <source>Must be a list of texts, e.g. [&quot;deportes&quot;].</source>
        <translation>Must be a list of texts, e.g. [&quot;deportes&quot;].</translation>
    </message>
    <message>
        <location filename="../problems.py" line="67"/>
        <source>Every entry must be a text in quotes.</source>
        <translation>Every entry must be a text in quotes.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="68"/>
        <source>The title is missing: add a line such as title = &quot;My project&quot;.</source>
        <translation>The title is missing: add a line such as title = &quot;My project&quot;.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="71"/>
        <source>Must be a folder path in quotes, e.g. &quot;runs&quot;.</source>
        <translation>Must be a folder path in quotes, e.g. &quot;runs&quot;.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="73"/>
        <source>Write each start address as a [[start]] table with url = &quot;https://…&quot;.</source>
        <translation>Write each start address as a [[start]] table with url = &quot;https://…&quot;.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="89"/>
        <source>Type part of an address, e.g. deportes, or re: and a regular expression.</source>
        <translation>Type part of an address, e.g. deportes, or re: and a regular expression.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="91"/>
        <source>Not a valid regular expression after &apos;re:&apos;: {error}</source>
        <translation>Not a valid regular expression after &apos;re:&apos;: {error}</translation>
    </message>
    <message>
        <location filename="../problems.py" line="93"/>
        <source>Must be seconds (0 = unlimited) or a text like &quot;2h&quot;, &quot;1h30m&quot;, &quot;90s&quot;.</source>
        <translation>Must be seconds (0 = unlimited) or a text like &quot;2h&quot;, &quot;1h30m&quot;, &quot;90s&quot;.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="95"/>
        <source>Must be a single line.</source>
        <translation>Must be a single line.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="96"/>
        <source>This extraction needs a package that is not installed: {detail}</source>
        <translation>This extraction needs a package that is not installed: {detail}</translation>
    </message>
    <message>
        <location filename="../problems.py" line="98"/>
        <source>The project&apos;s lexicon has a line that cannot be read: {detail}</source>
        <translation>The project&apos;s lexicon has a line that cannot be read: {detail}</translation>
    </message>
    <message>
        <location filename="../problems.py" line="100"/>
        <source>No such folder: {folder} (paths are relative to the project file).</source>
        <translation>No such folder: {folder} (paths are relative to the project file).</translation>
    </message>
    <message>
        <location filename="../problems.py" line="104"/>
        <source>A word list is a {suffixes} file (UTF-8 text, one entry a line); {name} is not read.</source>
        <translation>A word list is a {suffixes} file (UTF-8 text, one entry a line); {name} is not read.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="107"/>
        <source>No such file: {file} (paths are relative to the project file).</source>
        <translation>No such file: {file} (paths are relative to the project file).</translation>
    </message>
    <message>
        <location filename="../problems.py" line="114"/>
        <source>The minimum length cannot be greater than the maximum length.</source>
        <translation>The minimum length cannot be greater than the maximum length.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="119"/>
        <source>Not a valid condition (character {position}): {reason}</source>
        <translation>Not a valid condition (character {position}): {reason}</translation>
    </message>
    <message>
        <location filename="../problems.py" line="121"/>
        <source>Must be a list of rule tables, each with a tag and a section, e.g. tag = &quot;texto&quot;, section = &quot;CUERPO&quot;.</source>
        <translation>Must be a list of rule tables, each with a tag and a section, e.g. tag = &quot;texto&quot;, section = &quot;CUERPO&quot;.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="124"/>
        <source>Translate rule {number}: {detail}</source>
        <translation>Translate rule {number}: {detail}</translation>
    </message>
    <message>
        <location filename="../problems.py" line="125"/>
        <source>Append rule: {detail}</source>
        <translation>Append rule: {detail}</translation>
    </message>
    <message>
        <location filename="../problems.py" line="126"/>
        <source>Must be a tag name such as &quot;p&quot; or &quot;br&quot;.</source>
        <translation>Must be a tag name such as &quot;p&quot; or &quot;br&quot;.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="128"/>
        <source>Write each site as a [[sites]] table with a name and [[sites.index]] tables.</source>
        <translation>Write each site as a [[sites]] table with a name and [[sites.index]] tables.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="131"/>
        <source>Site {number} needs name = &quot;…&quot; (it names its output file).</source>
        <translation>Site {number} needs name = &quot;…&quot; (it names its output file).</translation>
    </message>
    <message>
        <location filename="../problems.py" line="133"/>
        <source>Site {number} repeats the name of site {first}.</source>
        <translation>Site {number} repeats the name of site {first}.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="135"/>
        <source>Site {number} needs at least one [[sites.index]] table with url = &quot;…&quot; and links.</source>
        <translation>Site {number} needs at least one [[sites.index]] table with url = &quot;…&quot; and links.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="138"/>
        <source>An index page is a table with url and links.</source>
        <translation>An index page is a table with url and links.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="140"/>
        <source>Index page: {detail}</source>
        <translation>Index page: {detail}</translation>
    </message>
    <message>
        <location filename="../problems.py" line="141"/>
        <source>Repeats an index page of site {first}.</source>
        <translation>Repeats an index page of site {first}.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="143"/>
        <source>An index page needs at least one [[sites.index.links]] table with pattern = &quot;…&quot;.</source>
        <translation>An index page needs at least one [[sites.index.links]] table with pattern = &quot;…&quot;.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="146"/>
        <source>A link pattern is a table with pattern = …</source>
        <translation>A link pattern is a table with pattern = …</translation>
    </message>
    <message>
        <location filename="../problems.py" line="148"/>
        <source>Link pattern: {detail}</source>
        <translation>Link pattern: {detail}</translation>
    </message>
    <message>
        <location filename="../problems.py" line="149"/>
        <source>Site {site}, link pattern {pattern}: no translate rule applies, so its documents would have no text.</source>
        <translation>Site {site}, link pattern {pattern}: no translate rule applies, so its documents would have no text.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="152"/>
        <source>No rule produces this section; the sections are: {sections}.</source>
        <translation>No rule produces this section; the sections are: {sections}.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="70"/>
        <source>Give the project a title first.</source>
        <translation>Give the project a title first.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="102"/>
        <source>The analysis list is empty: define it or choose &quot;No list&quot;.</source>
        <translation>The analysis list is empty: define it or choose &quot;No list&quot;.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="116"/>
        <source>Collocations of the keyword list need the analysis list in &quot;Only words in the list&quot; mode.</source>
        <translation>Collocations of the keyword list need the analysis list in &quot;Only words in the list&quot; mode.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="109"/>
        <source>This entry cannot be used ({reason}): {entry}</source>
        <translation>This entry cannot be used ({reason}): {entry}</translation>
    </message>
    <message>
        <location filename="../problems.py" line="110"/>
        <source>The file is not UTF-8 text (it may be Latin-1 or Windows-1252). Save it as UTF-8 in your editor and load it again.</source>
        <translation>The file is not UTF-8 text (it may be Latin-1 or Windows-1252). Save it as UTF-8 in your editor and load it again.</translation>
    </message>
    <message>
        <location filename="../problems.py" line="47"/>
        <location filename="../problems.py" line="113"/>
        <source>Cannot read the file: {reason}</source>
        <translation>Cannot read the file: {reason}</translation>
    </message>
</context>
<context>
    <name>ProcessSection</name>
    <message>
        <location filename="../process_section.py" line="349"/>
        <source>Pending addresses</source>
        <translation>Pending addresses</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="351"/>
        <source>State</source>
        <translation>State</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="351"/>
        <source>Address</source>
        <translation>Address</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="351"/>
        <source>Received</source>
        <translation>Received</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="352"/>
        <source>&amp;Stop downloads</source>
        <translation>&amp;Stop downloads</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="354"/>
        <source>No more downloads; the pages already downloaded are still analyzed (Esc).</source>
        <translation>No more downloads; the pages already downloaded are still analyzed (Esc).</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="355"/>
        <source>&amp;Finish</source>
        <translation>&amp;Finish</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="357"/>
        <source>No more downloads and no more analysis; what is analyzed stays in the results.</source>
        <translation>No more downloads and no more analysis; what is analyzed stays in the results.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="358"/>
        <source>&amp;Open results</source>
        <translation>&amp;Open results</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="360"/>
        <source>Addresses still pending when the run was stopped or reached a limit: they were never requested, so they are no incident. The results list them.</source>
        <translation>Addresses still pending when the run was stopped or reached a limit: they were never requested, so they are no incident. The results list them.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="364"/>
        <source>Scheduled run of {0} ({1})</source>
        <translation>Scheduled run of {0} ({1})</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="365"/>
        <source>Run of {0}</source>
        <translation>Run of {0}</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="513"/>
        <source>No robots.txt</source>
        <translation>No robots.txt</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="513"/>
        <source>No sitemap</source>
        <translation>No sitemap</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="531"/>
        <source>Analyzing: {0}</source>
        <translation>Analyzing: {0}</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="590"/>
        <source>Neologism candidates: {0}. Set aside: {1} proper nouns, {2} acronyms, {3} foreign words, {4} likely typos, {5} non-words.</source>
        <translation>Neologism candidates: {0}. Set aside: {1} proper nouns, {2} acronyms, {3} foreign words, {4} likely typos, {5} non-words.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="529"/>
        <source>No project is running.</source>
        <translation>No project is running.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="533"/>
        <source>Waiting for a downloaded page to analyze…</source>
        <translation>Waiting for a downloaded page to analyze…</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="544"/>
        <source>Accessed: {0}   Pending: {1}   Analyzed: {2}   Words/s: {3:.0f}   Elapsed: {4}</source>
        <translation>Accessed: {0}   Pending: {1}   Analyzed: {2}   Words/s: {3:.0f}   Elapsed: {4}</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="549"/>
        <source>Incidents: {0}</source>
        <translation>Incidents: {0}</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="551"/>
        <source>Not attempted: {0}</source>
        <translation>Not attempted: {0}</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="561"/>
        <source>The run failed: {0}</source>
        <translation>The run failed: {0}</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="568"/>
        <source>The run is complete.</source>
        <translation>The run is complete.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="569"/>
        <source>Downloads were stopped; every downloaded page was analyzed.</source>
        <translation>Downloads were stopped; every downloaded page was analyzed.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="571"/>
        <source>The run was finished early; pages not yet analyzed were left out.</source>
        <translation>The run was finished early; pages not yet analyzed were left out.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="573"/>
        <source>The run stopped because of an error: {0}</source>
        <translation>The run stopped because of an error: {0}</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="578"/>
        <source>{0} pages, {1} words analyzed. Results in {2}</source>
        <translation>{0} pages, {1} words analyzed. Results in {2}</translation>
    </message>
</context>
<context>
    <name>ResultsSection</name>
    <message>
        <location filename="../main_window.py" line="97"/>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="97"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="98"/>
        <source>Pages</source>
        <translation>Pages</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="98"/>
        <source>Words</source>
        <translation>Words</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="99"/>
        <source>Unrecognized</source>
        <translation>Unrecognized</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="100"/>
        <source>Open folder</source>
        <translation>Open folder</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="101"/>
        <source>Open in viewer</source>
        <translation>Open in viewer</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="102"/>
        <source>Refresh</source>
        <translation>Refresh</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="103"/>
        <source>Runs of this project, oldest first.</source>
        <translation>Runs of this project, oldest first.</translation>
    </message>
</context>
<context>
    <name>RetrieverState</name>
    <message>
        <location filename="../process_section.py" line="76"/>
        <source>Ready</source>
        <extracomment>Colour of each retriever state (also drawn as its icon). Colour of a robots.txt or sitemap a site does not have: no state of the paper&apos;s, and nothing failed (RFC 9309: a missing robots.txt allows everything). The last path segment of a sitemap the distributor asks for on its own (sitemap.xml, sitemap_index.xml, sitemap.xml.gz ...), as opposed to a page a link led to.</extracomment>
        <translation>Ready</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="77"/>
        <source>Downloading</source>
        <translation>Downloading</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="78"/>
        <source>Redirected</source>
        <translation>Redirected</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="79"/>
        <source>Finished</source>
        <translation>Finished</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="80"/>
        <source>Address failed</source>
        <translation>Address failed</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="81"/>
        <source>Retrieval failed</source>
        <translation>Retrieval failed</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="82"/>
        <source>Server not found</source>
        <translation>Server not found</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="83"/>
        <source>Authentication required</source>
        <translation>Authentication required</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="92"/>
        <source>Waiting for an address to download.</source>
        <translation>Waiting for an address to download.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="94"/>
        <source>Receiving the page.</source>
        <translation>Receiving the page.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="96"/>
        <source>The server sent the retriever to another address.</source>
        <translation>The server sent the retriever to another address.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="98"/>
        <source>The page was received and queued for analysis.</source>
        <translation>The page was received and queued for analysis.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="100"/>
        <source>The server answered that the page does not exist or cannot be given (e.g. 404).</source>
        <translation>The server answered that the page does not exist or cannot be given (e.g. 404).</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="103"/>
        <source>The transfer failed after every retry (timeout, broken connection, server error).</source>
        <translation>The transfer failed after every retry (timeout, broken connection, server error).</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="106"/>
        <source>The server&apos;s name does not exist.</source>
        <translation>The server&apos;s name does not exist.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="108"/>
        <source>The page needs a user name and password.</source>
        <translation>The page needs a user name and password.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="126"/>
        <source>The site has no robots.txt: every page may be visited. This is normal; no address failed.</source>
        <translation>The site has no robots.txt: every page may be visited. This is normal; no address failed.</translation>
    </message>
    <message>
        <location filename="../process_section.py" line="128"/>
        <source>The site has no sitemap here: its pages are found by following links. This is normal; no address failed.</source>
        <translation>The site has no sitemap here: its pages are found by following links. This is normal; no address failed.</translation>
    </message>
</context>
<context>
    <name>RunStatus</name>
    <message>
        <location filename="../run_bridge.py" line="119"/>
        <source>completed</source>
        <extracomment>Minimum time between two batches: 50 ms = at most 20 repaints per second. GIL switch interval while a run is in progress (Python&apos;s default is 5 ms). With ten retriever threads and the analyzer competing for the GIL, the GUI thread waited up to 150 ms for it at 5 ms; at 1 ms the longest wait measured was about 40 ms. Builds a run: ``factory(project, runs_dir=…, on_event=…)``. Addresses a retriever took or an incident reported *after* ``progress`` (after the previous batch&apos;s when ``progress`` is None): the distributor sends its pending sample at most every 0.1 s, so the sample may still list them.</extracomment>
        <translation>completed</translation>
    </message>
    <message>
        <location filename="../run_bridge.py" line="120"/>
        <source>downloads stopped</source>
        <translation>downloads stopped</translation>
    </message>
    <message>
        <location filename="../run_bridge.py" line="121"/>
        <source>finished early</source>
        <translation>finished early</translation>
    </message>
    <message>
        <location filename="../run_bridge.py" line="122"/>
        <source>crashed</source>
        <translation>crashed</translation>
    </message>
    <message>
        <location filename="../run_bridge.py" line="123"/>
        <source>running</source>
        <translation>running</translation>
    </message>
    <message>
        <location filename="../run_bridge.py" line="124"/>
        <source>interrupted (process gone)</source>
        <translation>interrupted (process gone)</translation>
    </message>
    <message>
        <location filename="../run_bridge.py" line="125"/>
        <source>failed to start</source>
        <translation>failed to start</translation>
    </message>
    <message>
        <location filename="../run_bridge.py" line="126"/>
        <source>skipped (invalid project)</source>
        <translation>skipped (invalid project)</translation>
    </message>
    <message>
        <location filename="../run_bridge.py" line="127"/>
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
</context>
<context>
    <name>ScheduleDialog</name>
    <message>
        <location filename="../schedule_section.py" line="112"/>
        <source>Browse…</source>
        <translation>Browse…</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="125"/>
        <source>Enabled</source>
        <translation>Enabled</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="137"/>
        <location filename="../schedule_section.py" line="183"/>
        <source>Project file</source>
        <translation>Project file</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="138"/>
        <source>When</source>
        <translation>When</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="139"/>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="150"/>
        <source>Scheduled project</source>
        <translation>Scheduled project</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="151"/>
        <source>Schedule a project</source>
        <translation>Schedule a project</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="175"/>
        <source>Pick the date and time (the arrow opens a calendar).</source>
        <translation>Pick the date and time (the arrow opens a calendar).</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="176"/>
        <source>Time of day, e.g. 07:00</source>
        <translation>Time of day, e.g. 07:00</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="177"/>
        <source>Days and time, e.g. mon,thu 07:00</source>
        <translation>Days and time, e.g. mon,thu 07:00</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="178"/>
        <source>Hours or minutes, e.g. 6h or 30m</source>
        <translation>Hours or minutes, e.g. 6h or 30m</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="179"/>
        <source>Five fields, e.g. 0 7 * * 1</source>
        <translation>Five fields, e.g. 0 7 * * 1</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="184"/>
        <source>DAWeb projects (*.toml)</source>
        <translation>DAWeb projects (*.toml)</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="200"/>
        <source>Choose the project file to run (Browse…).</source>
        <translation>Choose the project file to run (Browse…).</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="210"/>
        <source>Not a valid time. {0}</source>
        <translation>Not a valid time. {0}</translation>
    </message>
</context>
<context>
    <name>ScheduleSection</name>
    <message>
        <location filename="../schedule_section.py" line="77"/>
        <source>Once</source>
        <extracomment>How a one-off time is written in the schedule file (daweb.schedule.parse_at reads it). The dialog&apos;s width in average characters: room for a full project path.</extracomment>
        <translation>Once</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="78"/>
        <source>Daily</source>
        <translation>Daily</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="79"/>
        <source>Weekly</source>
        <translation>Weekly</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="80"/>
        <source>Every</source>
        <translation>Every</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="81"/>
        <source>Cron expression</source>
        <translation>Cron expression</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="92"/>
        <source>mon</source>
        <translation>mon</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="93"/>
        <source>tue</source>
        <translation>tue</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="94"/>
        <source>wed</source>
        <translation>wed</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="95"/>
        <source>thu</source>
        <translation>thu</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="96"/>
        <source>fri</source>
        <translation>fri</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="97"/>
        <source>sat</source>
        <translation>sat</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="98"/>
        <source>sun</source>
        <translation>sun</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="340"/>
        <source>Yes</source>
        <extracomment>The project file open in the app, offered when adding an entry (set by the window).</extracomment>
        <translation>Yes</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="340"/>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="357"/>
        <source>Waiting for the run in progress to end: {0}</source>
        <translation>Waiting for the run in progress to end: {0}</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="360"/>
        <source>Running: {0}</source>
        <translation>Running: {0}</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="362"/>
        <source>Waiting: {0}</source>
        <translation>Waiting: {0}</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="364"/>
        <source>Queue: empty</source>
        <translation>Queue: empty</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="366"/>
        <source>Latest: {0}</source>
        <translation>Latest: {0}</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="395"/>
        <source>Scheduling</source>
        <translation>Scheduling</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="489"/>
        <source>Another scheduler is running (pid {0}): it runs the scheduled projects; here you can still edit the list.</source>
        <translation>Another scheduler is running (pid {0}): it runs the scheduled projects; here you can still edit the list.</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="493"/>
        <source>Scheduled projects run one at a time while DAWeb is open, or headless with &quot;daweb schedule run&quot;. Times are local; schedule folder: {0}</source>
        <translation>Scheduled projects run one at a time while DAWeb is open, or headless with &quot;daweb schedule run&quot;. Times are local; schedule folder: {0}</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="497"/>
        <source>Project</source>
        <translation>Project</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="497"/>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="497"/>
        <source>Next run</source>
        <translation>Next run</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="497"/>
        <source>Last result</source>
        <translation>Last result</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="498"/>
        <source>Enabled</source>
        <translation>Enabled</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="499"/>
        <source>Add…</source>
        <translation>Add…</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="500"/>
        <source>Edit…</source>
        <translation>Edit…</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="501"/>
        <source>Enable/Disable</source>
        <translation>Enable/Disable</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="502"/>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <location filename="../schedule_section.py" line="503"/>
        <source>Open last run folder</source>
        <translation>Open last run folder</translation>
    </message>
</context>
<context>
    <name>SegmentsDialog</name>
    <message>
        <location filename="../dialogs.py" line="358"/>
        <source>Define segments</source>
        <translation>Define segments</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="359"/>
        <source>Mi&amp;nimum length (words):</source>
        <translation>Mi&amp;nimum length (words):</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="360"/>
        <source>Ma&amp;ximum length (words):</source>
        <translation>Ma&amp;ximum length (words):</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="361"/>
        <source>Minimum &amp;frequency:</source>
        <translation>Minimum &amp;frequency:</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="362"/>
        <source>Drop segments that begin or end with a stopword</source>
        <translation>Drop segments that begin or end with a stopword</translation>
    </message>
</context>
<context>
    <name>SitesDialog</name>
    <message>
        <location filename="../sites_dialog.py" line="178"/>
        <source>Site descriptions</source>
        <translation>Site descriptions</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="179"/>
        <source>&amp;Normalized documents:</source>
        <translation>&amp;Normalized documents:</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="180"/>
        <source>&amp;Analyzed sections:</source>
        <translation>&amp;Analyzed sections:</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="182"/>
        <source>&amp;Site descriptions ([[sites]] tables: index pages, link patterns and the rules that turn their pages into sections; see docs/corpus.md):</source>
        <translation>&amp;Site descriptions ([[sites]] tables: index pages, link patterns and the rules that turn their pages into sections; see docs/corpus.md):</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="184"/>
        <source>One .SECTION file per document</source>
        <translation>One .SECTION file per document</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="185"/>
        <source>One .SECTION file per site</source>
        <translation>One .SECTION file per site</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="187"/>
        <source>Tick the sections whose text is analyzed; none ticked = every translated section (appended ones, such as a date, are left out).</source>
        <translation>Tick the sections whose text is analyzed; none ticked = every translated section (appended ones, such as a date, are left out).</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="189"/>
        <source>Insert an &amp;example</source>
        <translation>Insert an &amp;example</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="190"/>
        <source>&amp;Preview…</source>
        <translation>&amp;Preview…</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="192"/>
        <source>Normalize a saved HTML page with the first site&apos;s rules (nothing is downloaded).</source>
        <translation>Normalize a saved HTML page with the first site&apos;s rules (nothing is downloaded).</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="242"/>
        <source>Line {0}: {1}</source>
        <translation>Line {0}: {1}</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="244"/>
        <source>Analyzed sections: {0}</source>
        <translation>Analyzed sections: {0}</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="276"/>
        <source>Preview a saved page</source>
        <translation>Preview a saved page</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="277"/>
        <source>HTML pages (*.html *.htm);;All files (*)</source>
        <translation>HTML pages (*.html *.htm);;All files (*)</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="286"/>
        <source>Cannot read {0}: {1}</source>
        <translation>Cannot read {0}: {1}</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="288"/>
        <source>Preview: {0}</source>
        <translation>Preview: {0}</translation>
    </message>
    <message>
        <location filename="../sites_dialog.py" line="289"/>
        <source>(the rules produce no section for this page)</source>
        <translation>(the rules produce no section for this page)</translation>
    </message>
</context>
<context>
    <name>WordListDialog</name>
    <message>
        <location filename="../dialogs.py" line="260"/>
        <source>Define list</source>
        <translation>Define list</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="262"/>
        <source>One entry per line: a word (casa), a lemma with all its forms (lemma:ir) or a multi-word expression (sin embargo). Text after # is a comment.</source>
        <translation>One entry per line: a word (casa), a lemma with all its forms (lemma:ir) or a multi-word expression (sin embargo). Text after # is a comment.</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="264"/>
        <source>&amp;Load from file…</source>
        <translation>&amp;Load from file…</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="265"/>
        <source>&amp;Save to file…</source>
        <translation>&amp;Save to file…</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="281"/>
        <source>Line {0}: {1}</source>
        <translation>Line {0}: {1}</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="300"/>
        <location filename="../dialogs.py" line="306"/>
        <source>Load list</source>
        <translation>Load list</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="301"/>
        <source>Word lists (*.txt *.tsv);;All files (*)</source>
        <translation>Word lists (*.txt *.tsv);;All files (*)</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="273"/>
        <source>Words: {0}</source>
        <translation>Words: {0}</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="309"/>
        <location filename="../dialogs.py" line="315"/>
        <source>Save list</source>
        <translation>Save list</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="310"/>
        <source>Word lists (*.txt);;All files (*)</source>
        <translation>Word lists (*.txt);;All files (*)</translation>
    </message>
    <message>
        <location filename="../dialogs.py" line="316"/>
        <source>Cannot write {0}: {1}</source>
        <translation>Cannot write {0}: {1}</translation>
    </message>
</context>
</TS>
