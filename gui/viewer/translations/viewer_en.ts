<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AllTablesTab</name>
    <message>
        <location filename="../tables.py" line="83"/>
        <source>All tables</source>
        <extracomment>The TableTab of each table chosen so far, by table name.</extracomment>
        <translation>All tables</translation>
    </message>
    <message>
        <location filename="../tables.py" line="84"/>
        <source>Table:</source>
        <translation>Table:</translation>
    </message>
</context>
<context>
    <name>CollocationsTab</name>
    <message>
        <location filename="../collocations.py" line="202"/>
        <source>PNG image (*.png);;SVG image (*.svg)</source>
        <translation>PNG image (*.png);;SVG image (*.svg)</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="201"/>
        <source>Save the chart</source>
        <translation>Save the chart</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="191"/>
        <source>Collocate</source>
        <translation>Collocate</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="190"/>
        <source>Collocates of “{0}”</source>
        <translation>Collocates of “{0}”</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="164"/>
        <source>Save image…</source>
        <translation>Save image…</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="163"/>
        <source>Ranked by:</source>
        <translation>Ranked by:</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="162"/>
        <source>Node word:</source>
        <translation>Node word:</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="161"/>
        <source>Collocations</source>
        <extracomment>The table shown, set by each tab.</extracomment>
        <translation>Collocations</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <location filename="../window.py" line="714"/>
        <source>Comparison of two runs</source>
        <translation>Comparison of two runs</translation>
    </message>
    <message>
        <location filename="../window.py" line="718"/>
        <source>Words (tokens): {0} before, {1} after. Per million = frequency × 1,000,000 / the run&apos;s words. Log-likelihood (Rayson &amp; Garside): above {2} the difference is significant at p &lt; {3}; above {4}, p &lt; {5}; above {6}, p &lt; {7}.</source>
        <translation>Words (tokens): {0} before, {1} after. Per million = frequency × 1,000,000 / the run&apos;s words. Log-likelihood (Rayson &amp; Garside): above {2} the difference is significant at p &lt; {3}; above {4}, p &lt; {5}; above {6}, p &lt; {7}.</translation>
    </message>
    <message>
        <location filename="../window.py" line="727"/>
        <source>Words gained</source>
        <translation>Words gained</translation>
    </message>
    <message>
        <location filename="../window.py" line="728"/>
        <source>Words lost</source>
        <translation>Words lost</translation>
    </message>
    <message>
        <location filename="../window.py" line="729"/>
        <source>Candidates gained</source>
        <translation>Candidates gained</translation>
    </message>
    <message>
        <location filename="../window.py" line="730"/>
        <source>Candidates lost</source>
        <translation>Candidates lost</translation>
    </message>
    <message>
        <location filename="../window.py" line="731"/>
        <source>Frequency changes</source>
        <translation>Frequency changes</translation>
    </message>
    <message>
        <location filename="../window.py" line="732"/>
        <source>All words</source>
        <translation>All words</translation>
    </message>
</context>
<context>
    <name>ExportOptions</name>
    <message>
        <location filename="../window.py" line="252"/>
        <source>Export the filtered view</source>
        <translation>Export the filtered view</translation>
    </message>
    <message>
        <location filename="../window.py" line="254"/>
        <source>Semicolon (;), decimal comma</source>
        <translation>Semicolon (;), decimal comma</translation>
    </message>
    <message>
        <location filename="../window.py" line="255"/>
        <source>Comma (,), decimal point</source>
        <translation>Comma (,), decimal point</translation>
    </message>
    <message>
        <location filename="../window.py" line="258"/>
        <source>As shown</source>
        <translation>As shown</translation>
    </message>
    <message>
        <location filename="../window.py" line="259"/>
        <source>As stored</source>
        <translation>As stored</translation>
    </message>
    <message>
        <location filename="../window.py" line="265"/>
        <source>CSV separator:</source>
        <translation>CSV separator:</translation>
    </message>
    <message>
        <location filename="../window.py" line="266"/>
        <source>Values:</source>
        <translation>Values:</translation>
    </message>
</context>
<context>
    <name>PlotsTab</name>
    <message>
        <location filename="../window.py" line="575"/>
        <location filename="../window.py" line="595"/>
        <source>Page profiles</source>
        <translation>Page profiles</translation>
    </message>
    <message>
        <location filename="../window.py" line="575"/>
        <source>Vocabulary growth (Heaps)</source>
        <translation>Vocabulary growth (Heaps)</translation>
    </message>
    <message>
        <location filename="../window.py" line="576"/>
        <source>Rank–frequency (Zipf)</source>
        <translation>Rank–frequency (Zipf)</translation>
    </message>
    <message>
        <location filename="../window.py" line="577"/>
        <location filename="../window.py" line="625"/>
        <source>Pages and words per start address</source>
        <translation>Pages and words per start address</translation>
    </message>
    <message>
        <location filename="../window.py" line="580"/>
        <source>Pages:</source>
        <translation>Pages:</translation>
    </message>
    <message>
        <location filename="../window.py" line="581"/>
        <source>Save image…</source>
        <translation>Save image…</translation>
    </message>
    <message>
        <location filename="../window.py" line="595"/>
        <source>Part of the page</source>
        <translation>Part of the page</translation>
    </message>
    <message>
        <location filename="../window.py" line="596"/>
        <source>Share of new words</source>
        <translation>Share of new words</translation>
    </message>
    <message>
        <location filename="../window.py" line="598"/>
        <source>page {0}</source>
        <translation>page {0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="601"/>
        <location filename="../window.py" line="610"/>
        <source>observed</source>
        <translation>observed</translation>
    </message>
    <message>
        <location filename="../window.py" line="603"/>
        <source>Heaps fit: {0}·n^{1}</source>
        <translation>Heaps fit: {0}·n^{1}</translation>
    </message>
    <message>
        <location filename="../window.py" line="612"/>
        <source>Zipf fit: {0}·r^{1}</source>
        <translation>Zipf fit: {0}·r^{1}</translation>
    </message>
    <message>
        <location filename="../window.py" line="606"/>
        <source>Vocabulary growth</source>
        <translation>Vocabulary growth</translation>
    </message>
    <message>
        <location filename="../window.py" line="606"/>
        <location filename="../window.py" line="632"/>
        <source>Words (tokens)</source>
        <translation>Words (tokens)</translation>
    </message>
    <message>
        <location filename="../window.py" line="607"/>
        <source>Distinct words (types)</source>
        <translation>Distinct words (types)</translation>
    </message>
    <message>
        <location filename="../window.py" line="615"/>
        <source>Rank–frequency</source>
        <translation>Rank–frequency</translation>
    </message>
    <message>
        <location filename="../window.py" line="615"/>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <location filename="../window.py" line="616"/>
        <source>Frequency</source>
        <translation>Frequency</translation>
    </message>
    <message>
        <location filename="../window.py" line="625"/>
        <source>Start address</source>
        <translation>Start address</translation>
    </message>
    <message>
        <location filename="../window.py" line="626"/>
        <source>Pages</source>
        <translation>Pages</translation>
    </message>
    <message>
        <location filename="../window.py" line="627"/>
        <source>pages</source>
        <translation>pages</translation>
    </message>
    <message>
        <location filename="../window.py" line="629"/>
        <source>words</source>
        <translation>words</translation>
    </message>
    <message>
        <location filename="../window.py" line="631"/>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <location filename="../window.py" line="635"/>
        <source>Save the plot</source>
        <translation>Save the plot</translation>
    </message>
    <message>
        <location filename="../window.py" line="636"/>
        <source>PNG image (*.png);;SVG image (*.svg)</source>
        <translation>PNG image (*.png);;SVG image (*.svg)</translation>
    </message>
</context>
<context>
    <name>RegimesTab</name>
    <message>
        <location filename="../collocations.py" line="220"/>
        <source>Prepositional regimes</source>
        <translation>Prepositional regimes</translation>
    </message>
</context>
<context>
    <name>SnapshotBar</name>
    <message>
        <location filename="../snapshots.py" line="133"/>
        <source>Re-analyze…</source>
        <translation>Re-analyze…</translation>
    </message>
    <message>
        <location filename="../snapshots.py" line="135"/>
        <source>Analyze the pages kept in this run again with the project&apos;s current lexicon and settings, into a new run, and compare the two</source>
        <translation>Analyze the pages kept in this run again with the project&apos;s current lexicon and settings, into a new run, and compare the two</translation>
    </message>
    <message>
        <location filename="../snapshots.py" line="137"/>
        <source>This run kept no page snapshots (made before DAWeb kept them, from local files, or with snapshots turned off), so it cannot be re-analyzed</source>
        <translation>This run kept no page snapshots (made before DAWeb kept them, from local files, or with snapshots turned off), so it cannot be re-analyzed</translation>
    </message>
    <message>
        <location filename="../snapshots.py" line="141"/>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <location filename="../snapshots.py" line="143"/>
        <source>Stop the re-analysis; the pages analyzed so far stay in the new run</source>
        <translation>Stop the re-analysis; the pages analyzed so far stay in the new run</translation>
    </message>
    <message>
        <location filename="../snapshots.py" line="173"/>
        <source>Re-analyzing…</source>
        <translation>Re-analyzing…</translation>
    </message>
    <message>
        <location filename="../snapshots.py" line="183"/>
        <source>Stopping…</source>
        <translation>Stopping…</translation>
    </message>
    <message>
        <location filename="../snapshots.py" line="194"/>
        <source>Re-analyzing: {0} pages</source>
        <translation>Re-analyzing: {0} pages</translation>
    </message>
    <message>
        <location filename="../snapshots.py" line="210"/>
        <source>Re-analyzed into {0}</source>
        <translation>Re-analyzed into {0}</translation>
    </message>
    <message>
        <location filename="../snapshots.py" line="214"/>
        <source>Re-analysis stopped: {0} pages in {1}</source>
        <translation>Re-analysis stopped: {0} pages in {1}</translation>
    </message>
    <message>
        <location filename="../snapshots.py" line="218"/>
        <source>Re-analysis failed</source>
        <translation>Re-analysis failed</translation>
    </message>
    <message>
        <location filename="../snapshots.py" line="219"/>
        <source>Re-analysis</source>
        <translation>Re-analysis</translation>
    </message>
</context>
<context>
    <name>TableTab</name>
    <message>
        <location filename="../window.py" line="373"/>
        <source>Search in every text column</source>
        <extracomment>Where exports are offered: the run&apos;s folder once the window sets it. The table&apos;s name in the UI language (its tab&apos;s), for export file names.</extracomment>
        <translation>Search in every text column</translation>
    </message>
    <message>
        <location filename="../window.py" line="374"/>
        <source>Category:</source>
        <translation>Category:</translation>
    </message>
    <message>
        <location filename="../window.py" line="375"/>
        <source>Triage:</source>
        <translation>Triage:</translation>
    </message>
    <message>
        <location filename="../window.py" line="376"/>
        <source>Show only:</source>
        <translation>Show only:</translation>
    </message>
    <message>
        <location filename="../window.py" line="380"/>
        <source>(all)</source>
        <translation>(all)</translation>
    </message>
    <message>
        <location filename="../window.py" line="389"/>
        <source>Column contains…</source>
        <translation>Column contains…</translation>
    </message>
    <message>
        <location filename="../window.py" line="390"/>
        <source>Regular expression</source>
        <translation>Regular expression</translation>
    </message>
    <message>
        <location filename="../window.py" line="391"/>
        <source>from</source>
        <translation>from</translation>
    </message>
    <message>
        <location filename="../window.py" line="392"/>
        <source>to</source>
        <translation>to</translation>
    </message>
    <message>
        <location filename="../window.py" line="393"/>
        <source>Filter</source>
        <translation>Filter</translation>
    </message>
    <message>
        <location filename="../window.py" line="394"/>
        <source>Copy</source>
        <translation>Copy</translation>
    </message>
    <message>
        <location filename="../window.py" line="395"/>
        <source>Export view…</source>
        <translation>Export view…</translation>
    </message>
    <message>
        <location filename="../window.py" line="423"/>
        <source>The range needs numbers.</source>
        <translation>The range needs numbers.</translation>
    </message>
    <message>
        <location filename="../window.py" line="426"/>
        <source>{0} is computed for the rows shown: it cannot filter.</source>
        <translation>{0} is computed for the rows shown: it cannot filter.</translation>
    </message>
    <message>
        <location filename="../window.py" line="430"/>
        <source>Not a valid regular expression.</source>
        <translation>Not a valid regular expression.</translation>
    </message>
    <message>
        <location filename="../window.py" line="447"/>
        <location filename="../window.py" line="469"/>
        <source>Export the filtered view</source>
        <translation>Export the filtered view</translation>
    </message>
    <message>
        <location filename="../window.py" line="449"/>
        <source>CSV (*.csv);;TSV (*.tsv);;Excel workbook (*.xlsx)</source>
        <translation>CSV (*.csv);;TSV (*.tsv);;Excel workbook (*.xlsx)</translation>
    </message>
    <message>
        <location filename="../window.py" line="467"/>
        <source>Exporting {0}…</source>
        <translation>Exporting {0}…</translation>
    </message>
    <message>
        <location filename="../window.py" line="468"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../window.py" line="477"/>
        <source>Exporting to {0}…</source>
        <translation>Exporting to {0}…</translation>
    </message>
    <message>
        <location filename="../window.py" line="490"/>
        <source>Export cancelled.</source>
        <translation>Export cancelled.</translation>
    </message>
    <message>
        <location filename="../window.py" line="492"/>
        <source>Not exported: {0}</source>
        <translation>Not exported: {0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="494"/>
        <source>{0} rows written to {1}</source>
        <translation>{0} rows written to {1}</translation>
    </message>
    <message>
        <location filename="../window.py" line="503"/>
        <source>Rows: {0}</source>
        <translation>Rows: {0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="533"/>
        <source>{0} is computed for the rows shown: it cannot sort.</source>
        <translation>{0} is computed for the rows shown: it cannot sort.</translation>
    </message>
</context>
<context>
    <name>Tags</name>
    <message>
        <location filename="../tags.py" line="18"/>
        <source>proper-noun candidate</source>
        <extracomment>Translation context of the tag names. Stored tag -&gt; its name (a source text, translated in CONTEXT when shown).</extracomment>
        <translation>proper-noun candidate</translation>
    </message>
    <message>
        <location filename="../tags.py" line="19"/>
        <source>acronym</source>
        <translation>acronym</translation>
    </message>
    <message>
        <location filename="../tags.py" line="20"/>
        <source>contains digits</source>
        <translation>contains digits</translation>
    </message>
    <message>
        <location filename="../tags.py" line="21"/>
        <source>likely typo</source>
        <translation>likely typo</translation>
    </message>
    <message>
        <location filename="../tags.py" line="22"/>
        <source>likely foreign</source>
        <translation>likely foreign</translation>
    </message>
    <message>
        <location filename="../tags.py" line="23"/>
        <source>guessed lemma</source>
        <translation>guessed lemma</translation>
    </message>
    <message>
        <location filename="../tags.py" line="24"/>
        <source>plain candidate</source>
        <translation>plain candidate</translation>
    </message>
    <message>
        <location filename="../tags.py" line="26"/>
        <source>letters</source>
        <translation>letters</translation>
    </message>
    <message>
        <location filename="../tags.py" line="27"/>
        <source>letters and digits</source>
        <translation>letters and digits</translation>
    </message>
    <message>
        <location filename="../tags.py" line="28"/>
        <source>other characters</source>
        <translation>other characters</translation>
    </message>
    <message>
        <location filename="../tags.py" line="30"/>
        <source>web address</source>
        <translation>web address</translation>
    </message>
    <message>
        <location filename="../tags.py" line="31"/>
        <source>e-mail address</source>
        <translation>e-mail address</translation>
    </message>
    <message>
        <location filename="../tags.py" line="32"/>
        <source>file path</source>
        <translation>file path</translation>
    </message>
    <message>
        <location filename="../tags.py" line="33"/>
        <source>command-line option</source>
        <translation>command-line option</translation>
    </message>
    <message>
        <location filename="../tags.py" line="34"/>
        <source>code identifier</source>
        <translation>code identifier</translation>
    </message>
    <message>
        <location filename="../tags.py" line="35"/>
        <source>key or key chord</source>
        <translation>key or key chord</translation>
    </message>
    <message>
        <location filename="../tags.py" line="36"/>
        <source>hashtag</source>
        <translation>hashtag</translation>
    </message>
    <message>
        <location filename="../tags.py" line="37"/>
        <source>mention</source>
        <translation>mention</translation>
    </message>
    <message>
        <location filename="../tags.py" line="38"/>
        <source>number</source>
        <translation>number</translation>
    </message>
    <message>
        <location filename="../tags.py" line="39"/>
        <source>date</source>
        <translation>date</translation>
    </message>
    <message>
        <location filename="../tags.py" line="41"/>
        <source>obtained</source>
        <translation>obtained</translation>
    </message>
    <message>
        <location filename="../tags.py" line="42"/>
        <source>not obtained</source>
        <translation>not obtained</translation>
    </message>
    <message>
        <location filename="../tags.py" line="43"/>
        <source>not attempted</source>
        <translation>not attempted</translation>
    </message>
    <message>
        <location filename="../tags.py" line="44"/>
        <source>unchanged</source>
        <translation>unchanged</translation>
    </message>
    <message>
        <location filename="../tags.py" line="46"/>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <location filename="../tags.py" line="47"/>
        <source>HTTP status</source>
        <translation>HTTP status</translation>
    </message>
    <message>
        <location filename="../tags.py" line="48"/>
        <source>server not found</source>
        <translation>server not found</translation>
    </message>
    <message>
        <location filename="../tags.py" line="49"/>
        <source>timeout</source>
        <translation>timeout</translation>
    </message>
    <message>
        <location filename="../tags.py" line="50"/>
        <source>connection refused</source>
        <translation>connection refused</translation>
    </message>
    <message>
        <location filename="../tags.py" line="51"/>
        <source>connection reset</source>
        <translation>connection reset</translation>
    </message>
    <message>
        <location filename="../tags.py" line="52"/>
        <source>TLS error</source>
        <translation>TLS error</translation>
    </message>
    <message>
        <location filename="../tags.py" line="53"/>
        <source>redirect loop</source>
        <translation>redirect loop</translation>
    </message>
    <message>
        <location filename="../tags.py" line="54"/>
        <source>too many redirects</source>
        <translation>too many redirects</translation>
    </message>
    <message>
        <location filename="../tags.py" line="55"/>
        <source>too large</source>
        <translation>too large</translation>
    </message>
    <message>
        <location filename="../tags.py" line="56"/>
        <source>unsupported content type</source>
        <translation>unsupported content type</translation>
    </message>
    <message>
        <location filename="../tags.py" line="57"/>
        <source>forbidden by robots.txt</source>
        <translation>forbidden by robots.txt</translation>
    </message>
    <message>
        <location filename="../tags.py" line="58"/>
        <source>cancelled address</source>
        <translation>cancelled address</translation>
    </message>
    <message>
        <location filename="../tags.py" line="59"/>
        <source>bad address</source>
        <translation>bad address</translation>
    </message>
    <message>
        <location filename="../tags.py" line="60"/>
        <source>unsupported scheme</source>
        <translation>unsupported scheme</translation>
    </message>
    <message>
        <location filename="../tags.py" line="61"/>
        <source>private address</source>
        <translation>private address</translation>
    </message>
    <message>
        <location filename="../tags.py" line="62"/>
        <source>limit reached</source>
        <translation>limit reached</translation>
    </message>
    <message>
        <location filename="../tags.py" line="63"/>
        <source>crawler trap</source>
        <translation>crawler trap</translation>
    </message>
    <message>
        <location filename="../tags.py" line="64"/>
        <source>protocol error</source>
        <translation>protocol error</translation>
    </message>
    <message>
        <location filename="../tags.py" line="65"/>
        <source>duplicate</source>
        <translation>duplicate</translation>
    </message>
    <message>
        <location filename="../tags.py" line="66"/>
        <source>analysis error</source>
        <translation>analysis error</translation>
    </message>
    <message>
        <location filename="../tags.py" line="67"/>
        <source>not modified</source>
        <translation>not modified</translation>
    </message>
    <message>
        <location filename="../tags.py" line="68"/>
        <source>feed error</source>
        <translation>feed error</translation>
    </message>
    <message>
        <location filename="../tags.py" line="83"/>
        <source>adjective</source>
        <extracomment>Universal Dependencies part-of-speech tags -&gt; their names (source texts, CONTEXT).</extracomment>
        <translation>adjective</translation>
    </message>
    <message>
        <location filename="../tags.py" line="84"/>
        <source>adposition (preposition)</source>
        <translation>adposition (preposition)</translation>
    </message>
    <message>
        <location filename="../tags.py" line="85"/>
        <source>adverb</source>
        <translation>adverb</translation>
    </message>
    <message>
        <location filename="../tags.py" line="86"/>
        <source>auxiliary verb</source>
        <translation>auxiliary verb</translation>
    </message>
    <message>
        <location filename="../tags.py" line="87"/>
        <source>coordinating conjunction</source>
        <translation>coordinating conjunction</translation>
    </message>
    <message>
        <location filename="../tags.py" line="88"/>
        <source>determiner</source>
        <translation>determiner</translation>
    </message>
    <message>
        <location filename="../tags.py" line="89"/>
        <source>interjection</source>
        <translation>interjection</translation>
    </message>
    <message>
        <location filename="../tags.py" line="90"/>
        <source>noun</source>
        <translation>noun</translation>
    </message>
    <message>
        <location filename="../tags.py" line="91"/>
        <source>numeral</source>
        <translation>numeral</translation>
    </message>
    <message>
        <location filename="../tags.py" line="92"/>
        <source>particle</source>
        <translation>particle</translation>
    </message>
    <message>
        <location filename="../tags.py" line="93"/>
        <source>pronoun</source>
        <translation>pronoun</translation>
    </message>
    <message>
        <location filename="../tags.py" line="94"/>
        <source>proper noun</source>
        <translation>proper noun</translation>
    </message>
    <message>
        <location filename="../tags.py" line="95"/>
        <source>punctuation</source>
        <translation>punctuation</translation>
    </message>
    <message>
        <location filename="../tags.py" line="96"/>
        <source>subordinating conjunction</source>
        <translation>subordinating conjunction</translation>
    </message>
    <message>
        <location filename="../tags.py" line="97"/>
        <source>symbol</source>
        <translation>symbol</translation>
    </message>
    <message>
        <location filename="../tags.py" line="98"/>
        <source>verb</source>
        <translation>verb</translation>
    </message>
    <message>
        <location filename="../tags.py" line="99"/>
        <source>other</source>
        <translation>other</translation>
    </message>
</context>
<context>
    <name>Viewer</name>
    <message>
        <location filename="../collocations.py" line="80"/>
        <location filename="../../../daweb/store/schema.py" line="330"/>
        <source>Share</source>
        <translation>Share</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="79"/>
        <location filename="../../../daweb/store/schema.py" line="329"/>
        <source>Preposition frequency</source>
        <translation>Preposition frequency</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="78"/>
        <location filename="../../../daweb/store/schema.py" line="328"/>
        <source>Lemma frequency</source>
        <translation>Lemma frequency</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="77"/>
        <location filename="../../../daweb/store/schema.py" line="327"/>
        <source>Ambiguous</source>
        <translation>Ambiguous</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="75"/>
        <location filename="../../../daweb/store/schema.py" line="325"/>
        <source>Preposition</source>
        <translation>Preposition</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="64"/>
        <location filename="../../../daweb/store/schema.py" line="307"/>
        <source>Collocate frequency</source>
        <translation>Collocate frequency</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="63"/>
        <location filename="../../../daweb/store/schema.py" line="306"/>
        <source>Node frequency</source>
        <translation>Node frequency</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="62"/>
        <location filename="../../../daweb/store/schema.py" line="305"/>
        <source>Right</source>
        <translation>Right</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="61"/>
        <location filename="../../../daweb/store/schema.py" line="304"/>
        <source>Left</source>
        <translation>Left</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="59"/>
        <location filename="../../../daweb/store/schema.py" line="302"/>
        <source>Collocate</source>
        <translation>Collocate</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="58"/>
        <location filename="../../../daweb/store/schema.py" line="301"/>
        <source>Node</source>
        <extracomment>Bars drawn per node word. Node words offered in the chooser, most frequent first.</extracomment>
        <translation>Node</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="40"/>
        <location filename="../../../daweb/store/schema.py" line="311"/>
        <source>Log-likelihood (G²)</source>
        <translation>Log-likelihood (G²)</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="39"/>
        <location filename="../../../daweb/store/schema.py" line="310"/>
        <source>t-score</source>
        <translation>t-score</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="38"/>
        <source>MI3</source>
        <translation>MI3</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="37"/>
        <location filename="../../../daweb/store/schema.py" line="308"/>
        <source>MI</source>
        <translation>MI</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="35"/>
        <location filename="../collocations.py" line="81"/>
        <location filename="../../../daweb/store/schema.py" line="312"/>
        <location filename="../../../daweb/store/schema.py" line="331"/>
        <source>Log Dice</source>
        <extracomment>Columns a node&apos;s collocates can be ranked by, with their labels (translated in &quot;Viewer&quot;).</extracomment>
        <translation>Log Dice</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="128"/>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <location filename="../window.py" line="208"/>
        <location filename="../../../daweb/store/schema.py" line="129"/>
        <location filename="../../../daweb/store/schema.py" line="294"/>
        <source>Form</source>
        <translation>Form</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="131"/>
        <location filename="../../../daweb/store/schema.py" line="232"/>
        <source>Lemmas</source>
        <translation>Lemmas</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="132"/>
        <source>Categories</source>
        <translation>Categories</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="36"/>
        <location filename="../collocations.py" line="60"/>
        <location filename="../collocations.py" line="76"/>
        <location filename="../../../daweb/store/schema.py" line="134"/>
        <location filename="../../../daweb/store/schema.py" line="152"/>
        <location filename="../../../daweb/store/schema.py" line="160"/>
        <location filename="../../../daweb/store/schema.py" line="170"/>
        <location filename="../../../daweb/store/schema.py" line="199"/>
        <location filename="../../../daweb/store/schema.py" line="206"/>
        <location filename="../../../daweb/store/schema.py" line="213"/>
        <location filename="../../../daweb/store/schema.py" line="235"/>
        <location filename="../../../daweb/store/schema.py" line="295"/>
        <location filename="../../../daweb/store/schema.py" line="303"/>
        <location filename="../../../daweb/store/schema.py" line="326"/>
        <source>Frequency</source>
        <translation>Frequency</translation>
    </message>
    <message>
        <location filename="../window.py" line="143"/>
        <location filename="../../../daweb/store/schema.py" line="102"/>
        <location filename="../../../daweb/store/schema.py" line="135"/>
        <location filename="../../../daweb/store/schema.py" line="207"/>
        <location filename="../../../daweb/store/schema.py" line="214"/>
        <location filename="../../../daweb/store/schema.py" line="296"/>
        <source>Pages</source>
        <translation>Pages</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="136"/>
        <source>Recognized</source>
        <translation>Recognized</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="130"/>
        <location filename="../../../daweb/store/schema.py" line="180"/>
        <location filename="../../../daweb/store/schema.py" line="260"/>
        <source>Kind</source>
        <translation>Kind</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="73"/>
        <location filename="../../../daweb/store/schema.py" line="150"/>
        <location filename="../../../daweb/store/schema.py" line="168"/>
        <location filename="../../../daweb/store/schema.py" line="233"/>
        <location filename="../../../daweb/store/schema.py" line="323"/>
        <source>Lemma</source>
        <translation>Lemma</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="74"/>
        <location filename="../../../daweb/store/schema.py" line="151"/>
        <location filename="../../../daweb/store/schema.py" line="169"/>
        <location filename="../../../daweb/store/schema.py" line="234"/>
        <location filename="../../../daweb/store/schema.py" line="324"/>
        <source>Category</source>
        <translation>Category</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="82"/>
        <location filename="../../../daweb/store/schema.py" line="236"/>
        <location filename="../../../daweb/store/schema.py" line="332"/>
        <source>Forms</source>
        <translation>Forms</translation>
    </message>
    <message>
        <location filename="../window.py" line="120"/>
        <source>Per million</source>
        <extracomment>The Universal Dependencies categories (a fixed list: DISTINCT over a million words rows would cost a full scan on every open). The analyzer&apos;s triage tags (analyzers/neologisms.py).</extracomment>
        <translation>Per million</translation>
    </message>
    <message>
        <location filename="../window.py" line="131"/>
        <source>Dispersion (DP)</source>
        <translation>Dispersion (DP)</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="237"/>
        <source>Form list</source>
        <translation>Form list</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="103"/>
        <location filename="../../../daweb/store/schema.py" line="158"/>
        <location filename="../../../daweb/store/schema.py" line="166"/>
        <location filename="../../../daweb/store/schema.py" line="176"/>
        <location filename="../../../daweb/store/schema.py" line="197"/>
        <location filename="../../../daweb/store/schema.py" line="218"/>
        <location filename="../../../daweb/store/schema.py" line="225"/>
        <location filename="../../../daweb/store/schema.py" line="258"/>
        <location filename="../../../daweb/store/schema.py" line="266"/>
        <location filename="../../../daweb/store/schema.py" line="280"/>
        <location filename="../../../daweb/store/schema.py" line="286"/>
        <source>Page</source>
        <translation>Page</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="99"/>
        <location filename="../../../daweb/store/schema.py" line="105"/>
        <location filename="../../../daweb/store/schema.py" line="244"/>
        <location filename="../../../daweb/store/schema.py" line="272"/>
        <source>Address</source>
        <translation>Address</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="107"/>
        <source>Title</source>
        <translation>Title</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="108"/>
        <location filename="../../../daweb/store/schema.py" line="248"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="115"/>
        <location filename="../../../daweb/store/schema.py" line="226"/>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="116"/>
        <location filename="../../../daweb/store/schema.py" line="227"/>
        <source>Types</source>
        <translation>Types</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="114"/>
        <location filename="../../../daweb/store/schema.py" line="275"/>
        <source>Depth</source>
        <translation>Depth</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="104"/>
        <location filename="../../../daweb/store/schema.py" line="245"/>
        <location filename="../../../daweb/store/schema.py" line="274"/>
        <source>Start address</source>
        <translation>Start address</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="100"/>
        <location filename="../../../daweb/store/schema.py" line="118"/>
        <source>Output</source>
        <translation>Output</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="182"/>
        <source>Left context</source>
        <translation>Left context</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="149"/>
        <location filename="../../../daweb/store/schema.py" line="159"/>
        <location filename="../../../daweb/store/schema.py" line="167"/>
        <location filename="../../../daweb/store/schema.py" line="177"/>
        <location filename="../../../daweb/store/schema.py" line="178"/>
        <location filename="../../../daweb/store/schema.py" line="293"/>
        <source>Word</source>
        <translation>Word</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="183"/>
        <source>Right context</source>
        <translation>Right context</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="95"/>
        <location filename="../../../daweb/store/schema.py" line="179"/>
        <source>Key</source>
        <translation>Key</translation>
    </message>
    <message>
        <location filename="../window.py" line="216"/>
        <location filename="../../../daweb/store/schema.py" line="185"/>
        <source>Triage</source>
        <translation>Triage</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="186"/>
        <source>Word formation</source>
        <translation>Word formation</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="198"/>
        <location filename="../../../daweb/store/schema.py" line="205"/>
        <location filename="../../../daweb/store/schema.py" line="211"/>
        <source>Segment</source>
        <translation>Segment</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="212"/>
        <source>Length</source>
        <translation>Length</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="219"/>
        <source>Part</source>
        <translation>Part</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="220"/>
        <location filename="../../../daweb/store/schema.py" line="292"/>
        <source>New words</source>
        <translation>New words</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="127"/>
        <location filename="../../../daweb/store/schema.py" line="221"/>
        <location filename="../../../daweb/store/schema.py" line="288"/>
        <source>Words</source>
        <translation>Words</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="175"/>
        <location filename="../../../daweb/store/schema.py" line="243"/>
        <source>Number</source>
        <translation>Number</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="246"/>
        <source>Outcome</source>
        <translation>Outcome</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="247"/>
        <source>Cause</source>
        <translation>Cause</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="249"/>
        <source>Attempts</source>
        <translation>Attempts</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="111"/>
        <location filename="../../../daweb/store/schema.py" line="250"/>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="113"/>
        <location filename="../../../daweb/store/schema.py" line="251"/>
        <source>Seconds</source>
        <translation>Seconds</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="252"/>
        <source>Detail</source>
        <translation>Detail</translation>
    </message>
    <message>
        <location filename="../window.py" line="209"/>
        <source>Frequency before</source>
        <translation>Frequency before</translation>
    </message>
    <message>
        <location filename="../window.py" line="210"/>
        <source>Frequency after</source>
        <translation>Frequency after</translation>
    </message>
    <message>
        <location filename="../window.py" line="211"/>
        <source>Per million before</source>
        <translation>Per million before</translation>
    </message>
    <message>
        <location filename="../window.py" line="212"/>
        <source>Per million after</source>
        <translation>Per million after</translation>
    </message>
    <message>
        <location filename="../window.py" line="213"/>
        <source>Difference per million</source>
        <translation>Difference per million</translation>
    </message>
    <message>
        <location filename="../window.py" line="214"/>
        <source>Log-likelihood</source>
        <translation>Log-likelihood</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="94"/>
        <source>Run information</source>
        <extracomment>DDL of its own instead of sqlite-utils&apos; (collocations and regimes: constraints sqlite-utils cannot state); written by close(), so absent in crashed runs. An internal running total (not exported nor shown: another table lists it whole). Every table, in export order (docs/results.md has the meaning of each column).</extracomment>
        <translation>Run information</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="96"/>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="98"/>
        <source>Start addresses</source>
        <translation>Start addresses</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="106"/>
        <location filename="../../../daweb/store/schema.py" line="273"/>
        <source>Final address</source>
        <translation>Final address</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="109"/>
        <source>Character set</source>
        <translation>Character set</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="110"/>
        <source>Content type</source>
        <translation>Content type</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="112"/>
        <source>Fetched at</source>
        <translation>Fetched at</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="117"/>
        <source>Text characters</source>
        <translation>Text characters</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="119"/>
        <source>Analyzed at</source>
        <translation>Analyzed at</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="122"/>
        <source>Snapshot file</source>
        <translation>Snapshot file</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="123"/>
        <source>Snapshot offset</source>
        <translation>Snapshot offset</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="133"/>
        <source>Analyses</source>
        <translation>Analyses</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="148"/>
        <source>Readings of words</source>
        <translation>Readings of words</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="157"/>
        <source>Words per page</source>
        <translation>Words per page</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="165"/>
        <source>Readings per page</source>
        <translation>Readings per page</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="174"/>
        <source>Unrecognized</source>
        <translation>Unrecognized</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="181"/>
        <source>Offset</source>
        <translation>Offset</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="184"/>
        <source>Sentence start</source>
        <translation>Sentence start</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="196"/>
        <source>Segments per page</source>
        <translation>Segments per page</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="204"/>
        <source>Segment totals</source>
        <translation>Segment totals</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="210"/>
        <source>Segments</source>
        <translation>Segments</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="217"/>
        <source>Profiles</source>
        <translation>Profiles</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="224"/>
        <source>Vocabulary growth</source>
        <translation>Vocabulary growth</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="238"/>
        <source>Guessed</source>
        <translation>Guessed</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="242"/>
        <source>Incidents</source>
        <translation>Incidents</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="253"/>
        <source>Recorded at</source>
        <translation>Recorded at</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="257"/>
        <source>Duplicates</source>
        <translation>Duplicates</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="259"/>
        <source>Duplicate of</source>
        <translation>Duplicate of</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="261"/>
        <source>Distance</source>
        <translation>Distance</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="262"/>
        <source>Similarity</source>
        <translation>Similarity</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="265"/>
        <source>Feeds</source>
        <translation>Feeds</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="267"/>
        <source>Feed</source>
        <translation>Feed</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="268"/>
        <source>Published</source>
        <translation>Published</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="271"/>
        <source>Page versions</source>
        <translation>Page versions</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="276"/>
        <source>ETag</source>
        <translation>ETag</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="277"/>
        <source>Last modified</source>
        <translation>Last modified</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="278"/>
        <source>Text digest</source>
        <translation>Text digest</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="279"/>
        <source>Change</source>
        <translation>Change</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="285"/>
        <source>Other languages</source>
        <translation>Other languages</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="287"/>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="300"/>
        <source>Collocations</source>
        <translation>Collocations</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="322"/>
        <source>Regimes</source>
        <translation>Regimes</translation>
    </message>
</context>
<context>
    <name>ViewerWindow</name>
    <message>
        <location filename="../window.py" line="790"/>
        <source>DAWeb results: {0}</source>
        <extracomment>Opens addresses (the browser); tests replace it. Page snapshots and re-analysis (gui/viewer/snapshots.py).</extracomment>
        <translation>DAWeb results: {0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="791"/>
        <source>no run</source>
        <translation>no run</translation>
    </message>
    <message>
        <location filename="../window.py" line="792"/>
        <source>Open run…</source>
        <translation>Open run…</translation>
    </message>
    <message>
        <location filename="../window.py" line="793"/>
        <source>Compare with…</source>
        <translation>Compare with…</translation>
    </message>
    <message>
        <location filename="../window.py" line="796"/>
        <source>Open a run folder, or drop one here.</source>
        <translation>Open a run folder, or drop one here.</translation>
    </message>
    <message>
        <location filename="../window.py" line="804"/>
        <source>Words</source>
        <translation>Words</translation>
    </message>
    <message>
        <location filename="../window.py" line="804"/>
        <source>Lemmas</source>
        <translation>Lemmas</translation>
    </message>
    <message>
        <location filename="../window.py" line="804"/>
        <source>Pages</source>
        <translation>Pages</translation>
    </message>
    <message>
        <location filename="../window.py" line="804"/>
        <source>Unrecognized</source>
        <translation>Unrecognized</translation>
    </message>
    <message>
        <location filename="../window.py" line="805"/>
        <source>Segments</source>
        <translation>Segments</translation>
    </message>
    <message>
        <location filename="../window.py" line="805"/>
        <source>Profiles</source>
        <translation>Profiles</translation>
    </message>
    <message>
        <location filename="../window.py" line="805"/>
        <source>Incidents</source>
        <translation>Incidents</translation>
    </message>
    <message>
        <location filename="../window.py" line="806"/>
        <source>Plots</source>
        <translation>Plots</translation>
    </message>
    <message>
        <location filename="../window.py" line="854"/>
        <source>Cannot open the results</source>
        <translation>Cannot open the results</translation>
    </message>
    <message>
        <location filename="../window.py" line="855"/>
        <source>{0} cannot be read as DAWeb results: the file is damaged, incomplete or not a results file. Open another run, or analyze again.</source>
        <translation>{0} cannot be read as DAWeb results: the file is damaged, incomplete or not a results file. Open another run, or analyze again.</translation>
    </message>
    <message>
        <location filename="../window.py" line="917"/>
        <source>Cannot open the page</source>
        <translation>Cannot open the page</translation>
    </message>
    <message>
        <location filename="../window.py" line="918"/>
        <source>No browser could open {0}. The address is on the clipboard: paste it into a browser.</source>
        <translation>No browser could open {0}. The address is on the clipboard: paste it into a browser.</translation>
    </message>
    <message>
        <location filename="../window.py" line="946"/>
        <source>From {0} to {1}</source>
        <translation>From {0} to {1}</translation>
    </message>
    <message>
        <location filename="../window.py" line="963"/>
        <source>Open a run folder</source>
        <translation>Open a run folder</translation>
    </message>
    <message>
        <location filename="../window.py" line="969"/>
        <source>Run to compare with</source>
        <translation>Run to compare with</translation>
    </message>
    <message>
        <location filename="../window.py" line="975"/>
        <source>Comparison of two runs</source>
        <translation>Comparison of two runs</translation>
    </message>
</context>
<context>
    <name>WordDetailDialog</name>
    <message>
        <location filename="../window.py" line="680"/>
        <source>Word: {0}</source>
        <translation>Word: {0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="683"/>
        <source>Frequency: {0}, pages: {1}</source>
        <translation>Frequency: {0}, pages: {1}</translation>
    </message>
    <message>
        <location filename="../window.py" line="685"/>
        <source>Analyses:</source>
        <translation>Analyses:</translation>
    </message>
    <message>
        <location filename="../window.py" line="687"/>
        <source>(none: unrecognized)</source>
        <translation>(none: unrecognized)</translation>
    </message>
    <message>
        <location filename="../window.py" line="689"/>
        <source>Readings in this run:</source>
        <translation>Readings in this run:</translation>
    </message>
    <message>
        <location filename="../window.py" line="690"/>
        <source>(guessed category)</source>
        <translation>(guessed category)</translation>
    </message>
    <message>
        <location filename="../window.py" line="693"/>
        <source>Pages:</source>
        <translation>Pages:</translation>
    </message>
    <message>
        <location filename="../window.py" line="696"/>
        <source>Occurrences:</source>
        <translation>Occurrences:</translation>
    </message>
</context>
</TS>
