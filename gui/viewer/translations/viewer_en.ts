<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AllTablesTab</name>
    <message>
        <location filename="../tables.py" line="86"/>
        <source>All tables</source>
        <extracomment>The TableTab of each table chosen so far, by table name.</extracomment>
        <translation>All tables</translation>
    </message>
    <message>
        <location filename="../tables.py" line="87"/>
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
        <location filename="../window.py" line="746"/>
        <source>Comparison of two runs</source>
        <translation>Comparison of two runs</translation>
    </message>
    <message>
        <location filename="../window.py" line="750"/>
        <source>Words (tokens): {0} before, {1} after. Per million = frequency × 1,000,000 / the run&apos;s words. Log-likelihood (Rayson &amp; Garside): above {2} the difference is significant at p &lt; {3}; above {4}, p &lt; {5}; above {6}, p &lt; {7}.</source>
        <translation>Words (tokens): {0} before, {1} after. Per million = frequency × 1,000,000 / the run&apos;s words. Log-likelihood (Rayson &amp; Garside): above {2} the difference is significant at p &lt; {3}; above {4}, p &lt; {5}; above {6}, p &lt; {7}.</translation>
    </message>
    <message>
        <location filename="../window.py" line="759"/>
        <source>Words gained</source>
        <translation>Words gained</translation>
    </message>
    <message>
        <location filename="../window.py" line="760"/>
        <source>Words lost</source>
        <translation>Words lost</translation>
    </message>
    <message>
        <location filename="../window.py" line="761"/>
        <source>Candidates gained</source>
        <translation>Candidates gained</translation>
    </message>
    <message>
        <location filename="../window.py" line="762"/>
        <source>Candidates lost</source>
        <translation>Candidates lost</translation>
    </message>
    <message>
        <location filename="../window.py" line="763"/>
        <source>Frequency changes</source>
        <translation>Frequency changes</translation>
    </message>
    <message>
        <location filename="../window.py" line="764"/>
        <source>All words</source>
        <translation>All words</translation>
    </message>
</context>
<context>
    <name>ConcordanceTab</name>
    <message>
        <location filename="../concordance.py" line="127"/>
        <source>Concordance</source>
        <translation>Concordance</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="129"/>
        <source>A form, lemma, category (NOUN…), pattern or list file; Enter</source>
        <translation>A form, lemma, category (NOUN…), pattern or list file; Enter</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="132"/>
        <source>Form</source>
        <translation>Form</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="133"/>
        <source>Lemma</source>
        <translation>Lemma</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="134"/>
        <source>Category</source>
        <translation>Category</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="135"/>
        <source>Regular expression</source>
        <translation>Regular expression</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="136"/>
        <source>List file</source>
        <translation>List file</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="143"/>
        <source>List…</source>
        <translation>List…</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="144"/>
        <source>Context:</source>
        <translation>Context:</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="145"/>
        <source> characters</source>
        <translation> characters</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="146"/>
        <source>Sort by:</source>
        <translation>Sort by:</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="151"/>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="153"/>
        <source>Node</source>
        <translation>Node</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="156"/>
        <source>Search</source>
        <translation>Search</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="192"/>
        <source>{0} occurrences of “{1}”.</source>
        <translation>{0} occurrences of “{1}”.</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="195"/>
        <source>{0} occurrences of “{1}”; the first {2} are shown: narrow the query.</source>
        <translation>{0} occurrences of “{1}”; the first {2} are shown: narrow the query.</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="235"/>
        <source>A list of words</source>
        <translation>A list of words</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="235"/>
        <source>Lists (*.txt);;All files (*)</source>
        <translation>Lists (*.txt);;All files (*)</translation>
    </message>
</context>
<context>
    <name>ExportOptions</name>
    <message>
        <location filename="../window.py" line="282"/>
        <source>Export the filtered view</source>
        <translation>Export the filtered view</translation>
    </message>
    <message>
        <location filename="../window.py" line="284"/>
        <source>Semicolon (;), decimal comma</source>
        <translation>Semicolon (;), decimal comma</translation>
    </message>
    <message>
        <location filename="../window.py" line="285"/>
        <source>Comma (,), decimal point</source>
        <translation>Comma (,), decimal point</translation>
    </message>
    <message>
        <location filename="../window.py" line="288"/>
        <source>As shown</source>
        <translation>As shown</translation>
    </message>
    <message>
        <location filename="../window.py" line="289"/>
        <source>As stored</source>
        <translation>As stored</translation>
    </message>
    <message>
        <location filename="../window.py" line="295"/>
        <source>CSV separator:</source>
        <translation>CSV separator:</translation>
    </message>
    <message>
        <location filename="../window.py" line="296"/>
        <source>Values:</source>
        <translation>Values:</translation>
    </message>
</context>
<context>
    <name>KeywordsTab</name>
    <message>
        <location filename="../keyness.py" line="117"/>
        <source>Keywords</source>
        <translation>Keywords</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="118"/>
        <source>General Spanish (wordfreq)</source>
        <translation>General Spanish (wordfreq)</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="119"/>
        <source>Another run…</source>
        <translation>Another run…</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="120"/>
        <source>Log-likelihood at least:</source>
        <translation>Log-likelihood at least:</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="122"/>
        <source>3.84: p &lt; 0.05; 6.63: p &lt; 0.01; 10.83: p &lt; 0.001; 15.13: p &lt; 0.0001</source>
        <translation>3.84: p &lt; 0.05; 6.63: p &lt; 0.01; 10.83: p &lt; 0.001; 15.13: p &lt; 0.0001</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="128"/>
        <source>Reference: {0}, {1} words</source>
        <translation>Reference: {0}, {1} words</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="130"/>
        <source>Reference: {0}</source>
        <translation>Reference: {0}</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="160"/>
        <source>{0} positive keywords (+: more frequent in this run than in the reference) and {1} negative ones (−: less frequent); log ratio 1 = twice as frequent, 2 = four times.</source>
        <translation>{0} positive keywords (+: more frequent in this run than in the reference) and {1} negative ones (−: less frequent); log ratio 1 = twice as frequent, 2 = four times.</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="172"/>
        <source>Reference run</source>
        <translation>Reference run</translation>
    </message>
</context>
<context>
    <name>PlotsTab</name>
    <message>
        <location filename="../window.py" line="605"/>
        <location filename="../window.py" line="625"/>
        <source>Page profiles</source>
        <translation>Page profiles</translation>
    </message>
    <message>
        <location filename="../window.py" line="605"/>
        <source>Vocabulary growth (Heaps)</source>
        <translation>Vocabulary growth (Heaps)</translation>
    </message>
    <message>
        <location filename="../window.py" line="606"/>
        <source>Rank–frequency (Zipf)</source>
        <translation>Rank–frequency (Zipf)</translation>
    </message>
    <message>
        <location filename="../window.py" line="607"/>
        <location filename="../window.py" line="655"/>
        <source>Pages and words per start address</source>
        <translation>Pages and words per start address</translation>
    </message>
    <message>
        <location filename="../window.py" line="610"/>
        <source>Pages:</source>
        <translation>Pages:</translation>
    </message>
    <message>
        <location filename="../window.py" line="611"/>
        <source>Save image…</source>
        <translation>Save image…</translation>
    </message>
    <message>
        <location filename="../window.py" line="625"/>
        <source>Part of the page</source>
        <translation>Part of the page</translation>
    </message>
    <message>
        <location filename="../window.py" line="626"/>
        <source>Share of new words</source>
        <translation>Share of new words</translation>
    </message>
    <message>
        <location filename="../window.py" line="628"/>
        <source>page {0}</source>
        <translation>page {0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="631"/>
        <location filename="../window.py" line="640"/>
        <source>observed</source>
        <translation>observed</translation>
    </message>
    <message>
        <location filename="../window.py" line="633"/>
        <source>Heaps fit: {0}·n^{1}</source>
        <translation>Heaps fit: {0}·n^{1}</translation>
    </message>
    <message>
        <location filename="../window.py" line="642"/>
        <source>Zipf fit: {0}·r^{1}</source>
        <translation>Zipf fit: {0}·r^{1}</translation>
    </message>
    <message>
        <location filename="../window.py" line="636"/>
        <source>Vocabulary growth</source>
        <translation>Vocabulary growth</translation>
    </message>
    <message>
        <location filename="../window.py" line="636"/>
        <location filename="../window.py" line="662"/>
        <source>Words (tokens)</source>
        <translation>Words (tokens)</translation>
    </message>
    <message>
        <location filename="../window.py" line="637"/>
        <source>Distinct words (types)</source>
        <translation>Distinct words (types)</translation>
    </message>
    <message>
        <location filename="../window.py" line="645"/>
        <source>Rank–frequency</source>
        <translation>Rank–frequency</translation>
    </message>
    <message>
        <location filename="../window.py" line="645"/>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <location filename="../window.py" line="646"/>
        <source>Frequency</source>
        <translation>Frequency</translation>
    </message>
    <message>
        <location filename="../window.py" line="655"/>
        <source>Start address</source>
        <translation>Start address</translation>
    </message>
    <message>
        <location filename="../window.py" line="656"/>
        <source>Pages</source>
        <translation>Pages</translation>
    </message>
    <message>
        <location filename="../window.py" line="657"/>
        <source>pages</source>
        <translation>pages</translation>
    </message>
    <message>
        <location filename="../window.py" line="659"/>
        <source>words</source>
        <translation>words</translation>
    </message>
    <message>
        <location filename="../window.py" line="661"/>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <location filename="../window.py" line="665"/>
        <source>Save the plot</source>
        <translation>Save the plot</translation>
    </message>
    <message>
        <location filename="../window.py" line="666"/>
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
        <location filename="../window.py" line="403"/>
        <source>Search in every text column</source>
        <extracomment>Where exports are offered: the run&apos;s folder once the window sets it. The table&apos;s name in the UI language (its tab&apos;s), for export file names.</extracomment>
        <translation>Search in every text column</translation>
    </message>
    <message>
        <location filename="../window.py" line="404"/>
        <source>Category:</source>
        <translation>Category:</translation>
    </message>
    <message>
        <location filename="../window.py" line="405"/>
        <source>Triage:</source>
        <translation>Triage:</translation>
    </message>
    <message>
        <location filename="../window.py" line="406"/>
        <source>Show only:</source>
        <translation>Show only:</translation>
    </message>
    <message>
        <location filename="../window.py" line="410"/>
        <source>(all)</source>
        <translation>(all)</translation>
    </message>
    <message>
        <location filename="../window.py" line="419"/>
        <source>Column contains…</source>
        <translation>Column contains…</translation>
    </message>
    <message>
        <location filename="../window.py" line="420"/>
        <source>Regular expression</source>
        <translation>Regular expression</translation>
    </message>
    <message>
        <location filename="../window.py" line="421"/>
        <source>from</source>
        <translation>from</translation>
    </message>
    <message>
        <location filename="../window.py" line="422"/>
        <source>to</source>
        <translation>to</translation>
    </message>
    <message>
        <location filename="../window.py" line="423"/>
        <source>Filter</source>
        <translation>Filter</translation>
    </message>
    <message>
        <location filename="../window.py" line="424"/>
        <source>Copy</source>
        <translation>Copy</translation>
    </message>
    <message>
        <location filename="../window.py" line="425"/>
        <source>Export view…</source>
        <translation>Export view…</translation>
    </message>
    <message>
        <location filename="../window.py" line="453"/>
        <source>The range needs numbers.</source>
        <translation>The range needs numbers.</translation>
    </message>
    <message>
        <location filename="../window.py" line="456"/>
        <source>{0} is computed for the rows shown: it cannot filter.</source>
        <translation>{0} is computed for the rows shown: it cannot filter.</translation>
    </message>
    <message>
        <location filename="../window.py" line="460"/>
        <source>Not a valid regular expression.</source>
        <translation>Not a valid regular expression.</translation>
    </message>
    <message>
        <location filename="../window.py" line="477"/>
        <location filename="../window.py" line="499"/>
        <source>Export the filtered view</source>
        <translation>Export the filtered view</translation>
    </message>
    <message>
        <location filename="../window.py" line="479"/>
        <source>CSV (*.csv);;TSV (*.tsv);;Excel workbook (*.xlsx)</source>
        <translation>CSV (*.csv);;TSV (*.tsv);;Excel workbook (*.xlsx)</translation>
    </message>
    <message>
        <location filename="../window.py" line="497"/>
        <source>Exporting {0}…</source>
        <translation>Exporting {0}…</translation>
    </message>
    <message>
        <location filename="../window.py" line="498"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../window.py" line="507"/>
        <source>Exporting to {0}…</source>
        <translation>Exporting to {0}…</translation>
    </message>
    <message>
        <location filename="../window.py" line="520"/>
        <source>Export cancelled.</source>
        <translation>Export cancelled.</translation>
    </message>
    <message>
        <location filename="../window.py" line="522"/>
        <source>Not exported: {0}</source>
        <translation>Not exported: {0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="524"/>
        <source>{0} rows written to {1}</source>
        <translation>{0} rows written to {1}</translation>
    </message>
    <message>
        <location filename="../window.py" line="533"/>
        <source>Rows: {0}</source>
        <translation>Rows: {0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="563"/>
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
        <location filename="../../../daweb/store/schema.py" line="385"/>
        <source>Share</source>
        <translation>Share</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="79"/>
        <location filename="../../../daweb/store/schema.py" line="384"/>
        <source>Preposition frequency</source>
        <translation>Preposition frequency</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="78"/>
        <location filename="../../../daweb/store/schema.py" line="383"/>
        <source>Lemma frequency</source>
        <translation>Lemma frequency</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="77"/>
        <location filename="../../../daweb/store/schema.py" line="382"/>
        <source>Ambiguous</source>
        <translation>Ambiguous</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="75"/>
        <location filename="../../../daweb/store/schema.py" line="380"/>
        <source>Preposition</source>
        <translation>Preposition</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="64"/>
        <location filename="../../../daweb/store/schema.py" line="362"/>
        <source>Collocate frequency</source>
        <translation>Collocate frequency</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="63"/>
        <location filename="../../../daweb/store/schema.py" line="361"/>
        <source>Node frequency</source>
        <translation>Node frequency</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="62"/>
        <location filename="../../../daweb/store/schema.py" line="360"/>
        <source>Right</source>
        <translation>Right</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="61"/>
        <location filename="../../../daweb/store/schema.py" line="359"/>
        <source>Left</source>
        <translation>Left</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="59"/>
        <location filename="../../../daweb/store/schema.py" line="357"/>
        <source>Collocate</source>
        <translation>Collocate</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="58"/>
        <location filename="../../../daweb/store/schema.py" line="356"/>
        <source>Node</source>
        <extracomment>Bars drawn per node word. Node words offered in the chooser, most frequent first.</extracomment>
        <translation>Node</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="40"/>
        <location filename="../../../daweb/store/schema.py" line="366"/>
        <source>Log-likelihood (G²)</source>
        <translation>Log-likelihood (G²)</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="39"/>
        <location filename="../../../daweb/store/schema.py" line="365"/>
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
        <location filename="../../../daweb/store/schema.py" line="363"/>
        <source>MI</source>
        <translation>MI</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="35"/>
        <location filename="../collocations.py" line="81"/>
        <location filename="../../../daweb/store/schema.py" line="367"/>
        <location filename="../../../daweb/store/schema.py" line="386"/>
        <source>Log Dice</source>
        <extracomment>Columns a node&apos;s collocates can be ranked by, with their labels (translated in &quot;Viewer&quot;).</extracomment>
        <translation>Log Dice</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="168"/>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="54"/>
        <location filename="../window.py" line="238"/>
        <location filename="../../../daweb/store/schema.py" line="169"/>
        <location filename="../../../daweb/store/schema.py" line="343"/>
        <source>Form</source>
        <translation>Form</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="57"/>
        <source>Reference frequency</source>
        <translation>Reference frequency</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="60"/>
        <source>Reference per million</source>
        <translation>Reference per million</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="65"/>
        <source>Log ratio</source>
        <translation>Log ratio</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="66"/>
        <source>Keyword</source>
        <translation>Keyword</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="171"/>
        <location filename="../../../daweb/store/schema.py" line="281"/>
        <source>Lemmas</source>
        <translation>Lemmas</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="172"/>
        <source>Categories</source>
        <translation>Categories</translation>
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
        <translation>Frequency</translation>
    </message>
    <message>
        <location filename="../window.py" line="172"/>
        <location filename="../../../daweb/store/schema.py" line="142"/>
        <location filename="../../../daweb/store/schema.py" line="175"/>
        <location filename="../../../daweb/store/schema.py" line="256"/>
        <location filename="../../../daweb/store/schema.py" line="263"/>
        <location filename="../../../daweb/store/schema.py" line="345"/>
        <source>Pages</source>
        <translation>Pages</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="176"/>
        <source>Recognized</source>
        <translation>Recognized</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="170"/>
        <location filename="../../../daweb/store/schema.py" line="203"/>
        <location filename="../../../daweb/store/schema.py" line="229"/>
        <location filename="../../../daweb/store/schema.py" line="309"/>
        <source>Kind</source>
        <translation>Kind</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="73"/>
        <location filename="../../../daweb/store/schema.py" line="190"/>
        <location filename="../../../daweb/store/schema.py" line="217"/>
        <location filename="../../../daweb/store/schema.py" line="282"/>
        <location filename="../../../daweb/store/schema.py" line="378"/>
        <source>Lemma</source>
        <translation>Lemma</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="74"/>
        <location filename="../../../daweb/store/schema.py" line="191"/>
        <location filename="../../../daweb/store/schema.py" line="218"/>
        <location filename="../../../daweb/store/schema.py" line="283"/>
        <location filename="../../../daweb/store/schema.py" line="379"/>
        <source>Category</source>
        <translation>Category</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="82"/>
        <location filename="../../../daweb/store/schema.py" line="285"/>
        <location filename="../../../daweb/store/schema.py" line="387"/>
        <source>Forms</source>
        <translation>Forms</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="56"/>
        <location filename="../window.py" line="151"/>
        <source>Per million</source>
        <translation>Per million</translation>
    </message>
    <message>
        <location filename="../window.py" line="133"/>
        <source>Dispersion (DP)</source>
        <extracomment>The Universal Dependencies categories (a fixed list: DISTINCT over a million words rows would cost a full scan on every open). The analyzer&apos;s triage tags (analyzers/neologisms.py).</extracomment>
        <translation>Dispersion (DP)</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="286"/>
        <source>Form list</source>
        <translation>Form list</translation>
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
        <translation>Page</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="71"/>
        <location filename="../../../daweb/store/schema.py" line="139"/>
        <location filename="../../../daweb/store/schema.py" line="145"/>
        <location filename="../../../daweb/store/schema.py" line="293"/>
        <location filename="../../../daweb/store/schema.py" line="321"/>
        <source>Address</source>
        <translation>Address</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="147"/>
        <source>Title</source>
        <translation>Title</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="148"/>
        <location filename="../../../daweb/store/schema.py" line="297"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="155"/>
        <location filename="../../../daweb/store/schema.py" line="275"/>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="156"/>
        <location filename="../../../daweb/store/schema.py" line="276"/>
        <source>Types</source>
        <translation>Types</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="154"/>
        <location filename="../../../daweb/store/schema.py" line="324"/>
        <source>Depth</source>
        <translation>Depth</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="144"/>
        <location filename="../../../daweb/store/schema.py" line="294"/>
        <location filename="../../../daweb/store/schema.py" line="323"/>
        <source>Start address</source>
        <translation>Start address</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="140"/>
        <location filename="../../../daweb/store/schema.py" line="158"/>
        <source>Output</source>
        <translation>Output</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="66"/>
        <location filename="../../../daweb/store/schema.py" line="231"/>
        <source>Left context</source>
        <extracomment>Lines kept at most (a concordance of *de* in a big run would hold millions; a reader never reads past a sample: narrow the query instead). The words beside the node, as columns (L3…R3 without the node).</extracomment>
        <translation>Left context</translation>
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
        <translation>Word</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="68"/>
        <location filename="../../../daweb/store/schema.py" line="232"/>
        <source>Right context</source>
        <translation>Right context</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="135"/>
        <location filename="../../../daweb/store/schema.py" line="228"/>
        <source>Key</source>
        <translation>Key</translation>
    </message>
    <message>
        <location filename="../window.py" line="246"/>
        <location filename="../../../daweb/store/schema.py" line="234"/>
        <source>Triage</source>
        <translation>Triage</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="235"/>
        <source>Word formation</source>
        <translation>Word formation</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="247"/>
        <location filename="../../../daweb/store/schema.py" line="254"/>
        <location filename="../../../daweb/store/schema.py" line="260"/>
        <source>Segment</source>
        <translation>Segment</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="261"/>
        <source>Length</source>
        <translation>Length</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="268"/>
        <source>Part</source>
        <translation>Part</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="269"/>
        <location filename="../../../daweb/store/schema.py" line="341"/>
        <source>New words</source>
        <translation>New words</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="167"/>
        <location filename="../../../daweb/store/schema.py" line="270"/>
        <location filename="../../../daweb/store/schema.py" line="337"/>
        <source>Words</source>
        <translation>Words</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="224"/>
        <location filename="../../../daweb/store/schema.py" line="292"/>
        <source>Number</source>
        <translation>Number</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="295"/>
        <source>Outcome</source>
        <translation>Outcome</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="296"/>
        <source>Cause</source>
        <translation>Cause</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="298"/>
        <source>Attempts</source>
        <translation>Attempts</translation>
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
        <translation>Seconds</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="301"/>
        <source>Detail</source>
        <translation>Detail</translation>
    </message>
    <message>
        <location filename="../window.py" line="139"/>
        <source>Juilland&apos;s D</source>
        <translation>Juilland&apos;s D</translation>
    </message>
    <message>
        <location filename="../window.py" line="239"/>
        <source>Frequency before</source>
        <translation>Frequency before</translation>
    </message>
    <message>
        <location filename="../window.py" line="240"/>
        <source>Frequency after</source>
        <translation>Frequency after</translation>
    </message>
    <message>
        <location filename="../window.py" line="241"/>
        <source>Per million before</source>
        <translation>Per million before</translation>
    </message>
    <message>
        <location filename="../window.py" line="242"/>
        <source>Per million after</source>
        <translation>Per million after</translation>
    </message>
    <message>
        <location filename="../window.py" line="243"/>
        <source>Difference per million</source>
        <translation>Difference per million</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="64"/>
        <location filename="../window.py" line="244"/>
        <source>Log-likelihood</source>
        <translation>Log-likelihood</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="134"/>
        <source>Run information</source>
        <extracomment>zlib-compressed UTF-8 text, stored small; exported and shown inflated (:func:`inflate`). DDL of its own instead of sqlite-utils&apos; (collocations and regimes: constraints sqlite-utils cannot state); written by close(), so absent in crashed runs. An internal table (not exported nor shown): a running total another table lists whole, or what only DAWeb itself reads. Every table, in export order (docs/results.md has the meaning of each column).</extracomment>
        <translation>Run information</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="136"/>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="138"/>
        <source>Start addresses</source>
        <translation>Start addresses</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="146"/>
        <location filename="../../../daweb/store/schema.py" line="322"/>
        <source>Final address</source>
        <translation>Final address</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="149"/>
        <source>Character set</source>
        <translation>Character set</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="150"/>
        <source>Content type</source>
        <translation>Content type</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="152"/>
        <source>Fetched at</source>
        <translation>Fetched at</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="157"/>
        <source>Text characters</source>
        <translation>Text characters</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="159"/>
        <source>Analyzed at</source>
        <translation>Analyzed at</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="162"/>
        <source>Snapshot file</source>
        <translation>Snapshot file</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="163"/>
        <source>Snapshot offset</source>
        <translation>Snapshot offset</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="173"/>
        <source>Analyses</source>
        <translation>Analyses</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="188"/>
        <source>Readings of words</source>
        <translation>Readings of words</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="201"/>
        <source>Kinds on the first page</source>
        <translation>Kinds on the first page</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="206"/>
        <source>Words per page</source>
        <translation>Words per page</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="214"/>
        <source>Readings per page</source>
        <translation>Readings per page</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="223"/>
        <source>Unrecognized</source>
        <translation>Unrecognized</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="230"/>
        <source>Offset</source>
        <translation>Offset</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="233"/>
        <source>Sentence start</source>
        <translation>Sentence start</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="245"/>
        <source>Segments per page</source>
        <translation>Segments per page</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="253"/>
        <source>Segment totals</source>
        <translation>Segment totals</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="259"/>
        <source>Segments</source>
        <translation>Segments</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="266"/>
        <source>Profiles</source>
        <translation>Profiles</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="273"/>
        <source>Vocabulary growth</source>
        <translation>Vocabulary growth</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="287"/>
        <source>Guessed</source>
        <translation>Guessed</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="291"/>
        <source>Incidents</source>
        <translation>Incidents</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="302"/>
        <source>Recorded at</source>
        <translation>Recorded at</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="306"/>
        <source>Duplicates</source>
        <translation>Duplicates</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="308"/>
        <source>Duplicate of</source>
        <translation>Duplicate of</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="310"/>
        <source>Distance</source>
        <translation>Distance</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="311"/>
        <source>Similarity</source>
        <translation>Similarity</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="314"/>
        <source>Feeds</source>
        <translation>Feeds</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="316"/>
        <source>Feed</source>
        <translation>Feed</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="317"/>
        <source>Published</source>
        <translation>Published</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="320"/>
        <source>Page versions</source>
        <translation>Page versions</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="325"/>
        <source>ETag</source>
        <translation>ETag</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="326"/>
        <source>Last modified</source>
        <translation>Last modified</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="327"/>
        <source>Text digest</source>
        <translation>Text digest</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="328"/>
        <source>Change</source>
        <translation>Change</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="334"/>
        <source>Other languages</source>
        <translation>Other languages</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="336"/>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="350"/>
        <source>Page texts</source>
        <translation>Page texts</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="352"/>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="355"/>
        <source>Collocations</source>
        <translation>Collocations</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="377"/>
        <source>Regimes</source>
        <translation>Regimes</translation>
    </message>
</context>
<context>
    <name>ViewerWindow</name>
    <message>
        <location filename="../window.py" line="826"/>
        <source>DAWeb results: {0}</source>
        <extracomment>The words table&apos;s connection when every word&apos;s dispersion is computed. Opens addresses (the browser); tests replace it. Page snapshots and re-analysis (gui/viewer/snapshots.py).</extracomment>
        <translation>DAWeb results: {0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="827"/>
        <source>no run</source>
        <translation>no run</translation>
    </message>
    <message>
        <location filename="../window.py" line="828"/>
        <source>Open run…</source>
        <translation>Open run…</translation>
    </message>
    <message>
        <location filename="../window.py" line="829"/>
        <source>Compare with…</source>
        <translation>Compare with…</translation>
    </message>
    <message>
        <location filename="../window.py" line="832"/>
        <source>Open a run folder, or drop one here.</source>
        <translation>Open a run folder, or drop one here.</translation>
    </message>
    <message>
        <location filename="../window.py" line="840"/>
        <source>Words</source>
        <translation>Words</translation>
    </message>
    <message>
        <location filename="../window.py" line="840"/>
        <source>Lemmas</source>
        <translation>Lemmas</translation>
    </message>
    <message>
        <location filename="../window.py" line="840"/>
        <source>Pages</source>
        <translation>Pages</translation>
    </message>
    <message>
        <location filename="../window.py" line="840"/>
        <source>Unrecognized</source>
        <translation>Unrecognized</translation>
    </message>
    <message>
        <location filename="../window.py" line="841"/>
        <source>Segments</source>
        <translation>Segments</translation>
    </message>
    <message>
        <location filename="../window.py" line="841"/>
        <source>Profiles</source>
        <translation>Profiles</translation>
    </message>
    <message>
        <location filename="../window.py" line="841"/>
        <source>Incidents</source>
        <translation>Incidents</translation>
    </message>
    <message>
        <location filename="../window.py" line="842"/>
        <source>Plots</source>
        <translation>Plots</translation>
    </message>
    <message>
        <location filename="../window.py" line="902"/>
        <source>Cannot open the results</source>
        <translation>Cannot open the results</translation>
    </message>
    <message>
        <location filename="../window.py" line="903"/>
        <source>{0} cannot be read as DAWeb results: the file is damaged, incomplete or not a results file. Open another run, or analyze again.</source>
        <translation>{0} cannot be read as DAWeb results: the file is damaged, incomplete or not a results file. Open another run, or analyze again.</translation>
    </message>
    <message>
        <location filename="../window.py" line="968"/>
        <source>Cannot open the page</source>
        <translation>Cannot open the page</translation>
    </message>
    <message>
        <location filename="../window.py" line="969"/>
        <source>No browser could open {0}. The address is on the clipboard: paste it into a browser.</source>
        <translation>No browser could open {0}. The address is on the clipboard: paste it into a browser.</translation>
    </message>
    <message>
        <location filename="../window.py" line="997"/>
        <source>Concordance of “{0}”</source>
        <translation>Concordance of “{0}”</translation>
    </message>
    <message>
        <location filename="../window.py" line="1011"/>
        <source>From {0} to {1}</source>
        <translation>From {0} to {1}</translation>
    </message>
    <message>
        <location filename="../window.py" line="1032"/>
        <source>Open a run folder</source>
        <translation>Open a run folder</translation>
    </message>
    <message>
        <location filename="../window.py" line="1038"/>
        <source>Run to compare with</source>
        <translation>Run to compare with</translation>
    </message>
    <message>
        <location filename="../window.py" line="1044"/>
        <source>Comparison of two runs</source>
        <translation>Comparison of two runs</translation>
    </message>
</context>
<context>
    <name>WordDetailDialog</name>
    <message>
        <location filename="../window.py" line="710"/>
        <source>Word: {0}</source>
        <translation>Word: {0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="713"/>
        <source>Frequency: {0}, pages: {1}</source>
        <translation>Frequency: {0}, pages: {1}</translation>
    </message>
    <message>
        <location filename="../window.py" line="715"/>
        <source>Analyses:</source>
        <translation>Analyses:</translation>
    </message>
    <message>
        <location filename="../window.py" line="716"/>
        <source>(if written without its accent)</source>
        <translation>(if written without its accent)</translation>
    </message>
    <message>
        <location filename="../window.py" line="719"/>
        <source>(none: unrecognized)</source>
        <translation>(none: unrecognized)</translation>
    </message>
    <message>
        <location filename="../window.py" line="721"/>
        <source>Readings in this run:</source>
        <translation>Readings in this run:</translation>
    </message>
    <message>
        <location filename="../window.py" line="722"/>
        <source>(guessed category)</source>
        <translation>(guessed category)</translation>
    </message>
    <message>
        <location filename="../window.py" line="725"/>
        <source>Pages:</source>
        <translation>Pages:</translation>
    </message>
    <message>
        <location filename="../window.py" line="728"/>
        <source>Occurrences:</source>
        <translation>Occurrences:</translation>
    </message>
</context>
</TS>
