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
        <location filename="../window.py" line="735"/>
        <source>Comparison of two runs</source>
        <translation>Comparison of two runs</translation>
    </message>
    <message>
        <location filename="../window.py" line="739"/>
        <source>Words (tokens): {0} before, {1} after. Per million = frequency × 1,000,000 / the run&apos;s words. Log-likelihood (Rayson &amp; Garside): above {2} the difference is significant at p &lt; {3}; above {4}, p &lt; {5}; above {6}, p &lt; {7}.</source>
        <translation>Words (tokens): {0} before, {1} after. Per million = frequency × 1,000,000 / the run&apos;s words. Log-likelihood (Rayson &amp; Garside): above {2} the difference is significant at p &lt; {3}; above {4}, p &lt; {5}; above {6}, p &lt; {7}.</translation>
    </message>
    <message>
        <location filename="../window.py" line="748"/>
        <source>Words gained</source>
        <translation>Words gained</translation>
    </message>
    <message>
        <location filename="../window.py" line="749"/>
        <source>Words lost</source>
        <translation>Words lost</translation>
    </message>
    <message>
        <location filename="../window.py" line="750"/>
        <source>Candidates gained</source>
        <translation>Candidates gained</translation>
    </message>
    <message>
        <location filename="../window.py" line="751"/>
        <source>Candidates lost</source>
        <translation>Candidates lost</translation>
    </message>
    <message>
        <location filename="../window.py" line="752"/>
        <source>Frequency changes</source>
        <translation>Frequency changes</translation>
    </message>
    <message>
        <location filename="../window.py" line="753"/>
        <source>All words</source>
        <translation>All words</translation>
    </message>
</context>
<context>
    <name>ConcordanceTab</name>
    <message>
        <location filename="../concordance.py" line="131"/>
        <source>Concordance</source>
        <translation>Concordance</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="133"/>
        <source>A form, lemma, category (NOUN…), pattern or list file; Enter</source>
        <translation>A form, lemma, category (NOUN…), pattern or list file; Enter</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="136"/>
        <source>Form</source>
        <translation>Form</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="137"/>
        <source>Lemma</source>
        <translation>Lemma</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="138"/>
        <source>Category</source>
        <translation>Category</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="139"/>
        <source>Regular expression</source>
        <translation>Regular expression</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="140"/>
        <source>List file</source>
        <translation>List file</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="147"/>
        <source>List…</source>
        <translation>List…</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="148"/>
        <source>Context:</source>
        <translation>Context:</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="149"/>
        <source> characters</source>
        <translation> characters</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="150"/>
        <source>Sort by:</source>
        <translation>Sort by:</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="155"/>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="157"/>
        <source>Node</source>
        <translation>Node</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="160"/>
        <source>Search</source>
        <translation>Search</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="196"/>
        <source>{0} occurrences of “{1}”.</source>
        <translation>{0} occurrences of “{1}”.</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="199"/>
        <source>{0} occurrences of “{1}”; the first {2} are shown: narrow the query.</source>
        <translation>{0} occurrences of “{1}”; the first {2} are shown: narrow the query.</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="239"/>
        <source>A list of words</source>
        <translation>A list of words</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="239"/>
        <source>Lists (*.txt);;All files (*)</source>
        <translation>Lists (*.txt);;All files (*)</translation>
    </message>
</context>
<context>
    <name>ExportOptions</name>
    <message>
        <location filename="../window.py" line="273"/>
        <source>Export the filtered view</source>
        <translation>Export the filtered view</translation>
    </message>
    <message>
        <location filename="../window.py" line="275"/>
        <source>Semicolon (;), decimal comma</source>
        <translation>Semicolon (;), decimal comma</translation>
    </message>
    <message>
        <location filename="../window.py" line="276"/>
        <source>Comma (,), decimal point</source>
        <translation>Comma (,), decimal point</translation>
    </message>
    <message>
        <location filename="../window.py" line="279"/>
        <source>As shown</source>
        <translation>As shown</translation>
    </message>
    <message>
        <location filename="../window.py" line="280"/>
        <source>As stored</source>
        <translation>As stored</translation>
    </message>
    <message>
        <location filename="../window.py" line="286"/>
        <source>CSV separator:</source>
        <translation>CSV separator:</translation>
    </message>
    <message>
        <location filename="../window.py" line="287"/>
        <source>Values:</source>
        <translation>Values:</translation>
    </message>
</context>
<context>
    <name>KeywordsTab</name>
    <message>
        <location filename="../keyness.py" line="120"/>
        <source>Keywords</source>
        <translation>Keywords</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="121"/>
        <source>General Spanish (wordfreq)</source>
        <translation>General Spanish (wordfreq)</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="122"/>
        <source>Another run…</source>
        <translation>Another run…</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="123"/>
        <source>Log-likelihood at least:</source>
        <translation>Log-likelihood at least:</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="125"/>
        <source>3.84: p &lt; 0.05; 6.63: p &lt; 0.01; 10.83: p &lt; 0.001; 15.13: p &lt; 0.0001</source>
        <translation>3.84: p &lt; 0.05; 6.63: p &lt; 0.01; 10.83: p &lt; 0.001; 15.13: p &lt; 0.0001</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="131"/>
        <source>Reference: {0}, {1} words</source>
        <translation>Reference: {0}, {1} words</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="133"/>
        <source>Reference: {0}</source>
        <translation>Reference: {0}</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="163"/>
        <source>{0} positive keywords (+: more frequent in this run than in the reference) and {1} negative ones (−: less frequent); log ratio 1 = twice as frequent, 2 = four times.</source>
        <translation>{0} positive keywords (+: more frequent in this run than in the reference) and {1} negative ones (−: less frequent); log ratio 1 = twice as frequent, 2 = four times.</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="175"/>
        <source>Reference run</source>
        <translation>Reference run</translation>
    </message>
</context>
<context>
    <name>PlotsTab</name>
    <message>
        <location filename="../window.py" line="596"/>
        <location filename="../window.py" line="616"/>
        <source>Page profiles</source>
        <translation>Page profiles</translation>
    </message>
    <message>
        <location filename="../window.py" line="596"/>
        <source>Vocabulary growth (Heaps)</source>
        <translation>Vocabulary growth (Heaps)</translation>
    </message>
    <message>
        <location filename="../window.py" line="597"/>
        <source>Rank–frequency (Zipf)</source>
        <translation>Rank–frequency (Zipf)</translation>
    </message>
    <message>
        <location filename="../window.py" line="598"/>
        <location filename="../window.py" line="646"/>
        <source>Pages and words per start address</source>
        <translation>Pages and words per start address</translation>
    </message>
    <message>
        <location filename="../window.py" line="601"/>
        <source>Pages:</source>
        <translation>Pages:</translation>
    </message>
    <message>
        <location filename="../window.py" line="602"/>
        <source>Save image…</source>
        <translation>Save image…</translation>
    </message>
    <message>
        <location filename="../window.py" line="616"/>
        <source>Part of the page</source>
        <translation>Part of the page</translation>
    </message>
    <message>
        <location filename="../window.py" line="617"/>
        <source>Share of new words</source>
        <translation>Share of new words</translation>
    </message>
    <message>
        <location filename="../window.py" line="619"/>
        <source>page {0}</source>
        <translation>page {0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="622"/>
        <location filename="../window.py" line="631"/>
        <source>observed</source>
        <translation>observed</translation>
    </message>
    <message>
        <location filename="../window.py" line="624"/>
        <source>Heaps fit: {0}·n^{1}</source>
        <translation>Heaps fit: {0}·n^{1}</translation>
    </message>
    <message>
        <location filename="../window.py" line="633"/>
        <source>Zipf fit: {0}·r^{1}</source>
        <translation>Zipf fit: {0}·r^{1}</translation>
    </message>
    <message>
        <location filename="../window.py" line="627"/>
        <source>Vocabulary growth</source>
        <translation>Vocabulary growth</translation>
    </message>
    <message>
        <location filename="../window.py" line="627"/>
        <location filename="../window.py" line="653"/>
        <source>Words (tokens)</source>
        <translation>Words (tokens)</translation>
    </message>
    <message>
        <location filename="../window.py" line="628"/>
        <source>Distinct words (types)</source>
        <translation>Distinct words (types)</translation>
    </message>
    <message>
        <location filename="../window.py" line="636"/>
        <source>Rank–frequency</source>
        <translation>Rank–frequency</translation>
    </message>
    <message>
        <location filename="../window.py" line="636"/>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <location filename="../window.py" line="637"/>
        <source>Frequency</source>
        <translation>Frequency</translation>
    </message>
    <message>
        <location filename="../window.py" line="646"/>
        <source>Start address</source>
        <translation>Start address</translation>
    </message>
    <message>
        <location filename="../window.py" line="647"/>
        <source>Pages</source>
        <translation>Pages</translation>
    </message>
    <message>
        <location filename="../window.py" line="648"/>
        <source>pages</source>
        <translation>pages</translation>
    </message>
    <message>
        <location filename="../window.py" line="650"/>
        <source>words</source>
        <translation>words</translation>
    </message>
    <message>
        <location filename="../window.py" line="652"/>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <location filename="../window.py" line="656"/>
        <source>Save the plot</source>
        <translation>Save the plot</translation>
    </message>
    <message>
        <location filename="../window.py" line="657"/>
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
        <location filename="../window.py" line="394"/>
        <source>Search in every text column</source>
        <extracomment>Where exports are offered: the run&apos;s folder once the window sets it. The table&apos;s name in the UI language (its tab&apos;s), for export file names.</extracomment>
        <translation>Search in every text column</translation>
    </message>
    <message>
        <location filename="../window.py" line="395"/>
        <source>Category:</source>
        <translation>Category:</translation>
    </message>
    <message>
        <location filename="../window.py" line="396"/>
        <source>Triage:</source>
        <translation>Triage:</translation>
    </message>
    <message>
        <location filename="../window.py" line="397"/>
        <source>Show only:</source>
        <translation>Show only:</translation>
    </message>
    <message>
        <location filename="../window.py" line="401"/>
        <source>(all)</source>
        <translation>(all)</translation>
    </message>
    <message>
        <location filename="../window.py" line="410"/>
        <source>Column contains…</source>
        <translation>Column contains…</translation>
    </message>
    <message>
        <location filename="../window.py" line="411"/>
        <source>Regular expression</source>
        <translation>Regular expression</translation>
    </message>
    <message>
        <location filename="../window.py" line="412"/>
        <source>from</source>
        <translation>from</translation>
    </message>
    <message>
        <location filename="../window.py" line="413"/>
        <source>to</source>
        <translation>to</translation>
    </message>
    <message>
        <location filename="../window.py" line="414"/>
        <source>Filter</source>
        <translation>Filter</translation>
    </message>
    <message>
        <location filename="../window.py" line="415"/>
        <source>Copy</source>
        <translation>Copy</translation>
    </message>
    <message>
        <location filename="../window.py" line="416"/>
        <source>Export view…</source>
        <translation>Export view…</translation>
    </message>
    <message>
        <location filename="../window.py" line="444"/>
        <source>The range needs numbers.</source>
        <translation>The range needs numbers.</translation>
    </message>
    <message>
        <location filename="../window.py" line="447"/>
        <source>{0} is computed for the rows shown: it cannot filter.</source>
        <translation>{0} is computed for the rows shown: it cannot filter.</translation>
    </message>
    <message>
        <location filename="../window.py" line="451"/>
        <source>Not a valid regular expression.</source>
        <translation>Not a valid regular expression.</translation>
    </message>
    <message>
        <location filename="../window.py" line="468"/>
        <location filename="../window.py" line="490"/>
        <source>Export the filtered view</source>
        <translation>Export the filtered view</translation>
    </message>
    <message>
        <location filename="../window.py" line="470"/>
        <source>CSV (*.csv);;TSV (*.tsv);;Excel workbook (*.xlsx)</source>
        <translation>CSV (*.csv);;TSV (*.tsv);;Excel workbook (*.xlsx)</translation>
    </message>
    <message>
        <location filename="../window.py" line="488"/>
        <source>Exporting {0}…</source>
        <translation>Exporting {0}…</translation>
    </message>
    <message>
        <location filename="../window.py" line="489"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../window.py" line="498"/>
        <source>Exporting to {0}…</source>
        <translation>Exporting to {0}…</translation>
    </message>
    <message>
        <location filename="../window.py" line="511"/>
        <source>Export cancelled.</source>
        <translation>Export cancelled.</translation>
    </message>
    <message>
        <location filename="../window.py" line="513"/>
        <source>Not exported: {0}</source>
        <translation>Not exported: {0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="515"/>
        <source>{0} rows written to {1}</source>
        <translation>{0} rows written to {1}</translation>
    </message>
    <message>
        <location filename="../window.py" line="524"/>
        <source>Rows: {0}</source>
        <translation>Rows: {0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="554"/>
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
        <location filename="../../../daweb/store/schema.py" line="359"/>
        <source>Share</source>
        <translation>Share</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="79"/>
        <location filename="../../../daweb/store/schema.py" line="358"/>
        <source>Preposition frequency</source>
        <translation>Preposition frequency</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="78"/>
        <location filename="../../../daweb/store/schema.py" line="357"/>
        <source>Lemma frequency</source>
        <translation>Lemma frequency</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="77"/>
        <location filename="../../../daweb/store/schema.py" line="356"/>
        <source>Ambiguous</source>
        <translation>Ambiguous</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="75"/>
        <location filename="../../../daweb/store/schema.py" line="354"/>
        <source>Preposition</source>
        <translation>Preposition</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="64"/>
        <location filename="../../../daweb/store/schema.py" line="336"/>
        <source>Collocate frequency</source>
        <translation>Collocate frequency</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="63"/>
        <location filename="../../../daweb/store/schema.py" line="335"/>
        <source>Node frequency</source>
        <translation>Node frequency</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="62"/>
        <location filename="../../../daweb/store/schema.py" line="334"/>
        <source>Right</source>
        <translation>Right</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="61"/>
        <location filename="../../../daweb/store/schema.py" line="333"/>
        <source>Left</source>
        <translation>Left</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="59"/>
        <location filename="../../../daweb/store/schema.py" line="331"/>
        <source>Collocate</source>
        <translation>Collocate</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="58"/>
        <location filename="../../../daweb/store/schema.py" line="330"/>
        <source>Node</source>
        <extracomment>Bars drawn per node word. Node words offered in the chooser, most frequent first.</extracomment>
        <translation>Node</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="40"/>
        <location filename="../../../daweb/store/schema.py" line="340"/>
        <source>Log-likelihood (G²)</source>
        <translation>Log-likelihood (G²)</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="39"/>
        <location filename="../../../daweb/store/schema.py" line="339"/>
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
        <location filename="../../../daweb/store/schema.py" line="337"/>
        <source>MI</source>
        <translation>MI</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="35"/>
        <location filename="../collocations.py" line="81"/>
        <location filename="../../../daweb/store/schema.py" line="341"/>
        <location filename="../../../daweb/store/schema.py" line="360"/>
        <source>Log Dice</source>
        <extracomment>Columns a node&apos;s collocates can be ranked by, with their labels (translated in &quot;Viewer&quot;).</extracomment>
        <translation>Log Dice</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="151"/>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="53"/>
        <location filename="../window.py" line="229"/>
        <location filename="../../../daweb/store/schema.py" line="152"/>
        <location filename="../../../daweb/store/schema.py" line="317"/>
        <source>Form</source>
        <translation>Form</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="56"/>
        <source>Reference frequency</source>
        <translation>Reference frequency</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="59"/>
        <source>Reference per million</source>
        <translation>Reference per million</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="64"/>
        <source>Log ratio</source>
        <translation>Log ratio</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="65"/>
        <source>Keyword</source>
        <translation>Keyword</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="154"/>
        <location filename="../../../daweb/store/schema.py" line="255"/>
        <source>Lemmas</source>
        <translation>Lemmas</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="155"/>
        <source>Categories</source>
        <translation>Categories</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="36"/>
        <location filename="../collocations.py" line="60"/>
        <location filename="../collocations.py" line="76"/>
        <location filename="../keyness.py" line="54"/>
        <location filename="../../../daweb/store/schema.py" line="157"/>
        <location filename="../../../daweb/store/schema.py" line="175"/>
        <location filename="../../../daweb/store/schema.py" line="183"/>
        <location filename="../../../daweb/store/schema.py" line="193"/>
        <location filename="../../../daweb/store/schema.py" line="222"/>
        <location filename="../../../daweb/store/schema.py" line="229"/>
        <location filename="../../../daweb/store/schema.py" line="236"/>
        <location filename="../../../daweb/store/schema.py" line="258"/>
        <location filename="../../../daweb/store/schema.py" line="318"/>
        <location filename="../../../daweb/store/schema.py" line="332"/>
        <location filename="../../../daweb/store/schema.py" line="355"/>
        <source>Frequency</source>
        <translation>Frequency</translation>
    </message>
    <message>
        <location filename="../window.py" line="164"/>
        <location filename="../../../daweb/store/schema.py" line="125"/>
        <location filename="../../../daweb/store/schema.py" line="158"/>
        <location filename="../../../daweb/store/schema.py" line="230"/>
        <location filename="../../../daweb/store/schema.py" line="237"/>
        <location filename="../../../daweb/store/schema.py" line="319"/>
        <source>Pages</source>
        <translation>Pages</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="159"/>
        <source>Recognized</source>
        <translation>Recognized</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="153"/>
        <location filename="../../../daweb/store/schema.py" line="203"/>
        <location filename="../../../daweb/store/schema.py" line="283"/>
        <source>Kind</source>
        <translation>Kind</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="73"/>
        <location filename="../../../daweb/store/schema.py" line="173"/>
        <location filename="../../../daweb/store/schema.py" line="191"/>
        <location filename="../../../daweb/store/schema.py" line="256"/>
        <location filename="../../../daweb/store/schema.py" line="352"/>
        <source>Lemma</source>
        <translation>Lemma</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="74"/>
        <location filename="../../../daweb/store/schema.py" line="174"/>
        <location filename="../../../daweb/store/schema.py" line="192"/>
        <location filename="../../../daweb/store/schema.py" line="257"/>
        <location filename="../../../daweb/store/schema.py" line="353"/>
        <source>Category</source>
        <translation>Category</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="82"/>
        <location filename="../../../daweb/store/schema.py" line="259"/>
        <location filename="../../../daweb/store/schema.py" line="361"/>
        <source>Forms</source>
        <translation>Forms</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="55"/>
        <location filename="../window.py" line="143"/>
        <source>Per million</source>
        <translation>Per million</translation>
    </message>
    <message>
        <location filename="../window.py" line="125"/>
        <source>Dispersion (DP)</source>
        <extracomment>The Universal Dependencies categories (a fixed list: DISTINCT over a million words rows would cost a full scan on every open). The analyzer&apos;s triage tags (analyzers/neologisms.py).</extracomment>
        <translation>Dispersion (DP)</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="260"/>
        <source>Form list</source>
        <translation>Form list</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="69"/>
        <location filename="../../../daweb/store/schema.py" line="126"/>
        <location filename="../../../daweb/store/schema.py" line="181"/>
        <location filename="../../../daweb/store/schema.py" line="189"/>
        <location filename="../../../daweb/store/schema.py" line="199"/>
        <location filename="../../../daweb/store/schema.py" line="220"/>
        <location filename="../../../daweb/store/schema.py" line="241"/>
        <location filename="../../../daweb/store/schema.py" line="248"/>
        <location filename="../../../daweb/store/schema.py" line="281"/>
        <location filename="../../../daweb/store/schema.py" line="289"/>
        <location filename="../../../daweb/store/schema.py" line="303"/>
        <location filename="../../../daweb/store/schema.py" line="309"/>
        <location filename="../../../daweb/store/schema.py" line="325"/>
        <source>Page</source>
        <translation>Page</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="70"/>
        <location filename="../../../daweb/store/schema.py" line="122"/>
        <location filename="../../../daweb/store/schema.py" line="128"/>
        <location filename="../../../daweb/store/schema.py" line="267"/>
        <location filename="../../../daweb/store/schema.py" line="295"/>
        <source>Address</source>
        <translation>Address</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="130"/>
        <source>Title</source>
        <translation>Title</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="131"/>
        <location filename="../../../daweb/store/schema.py" line="271"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="138"/>
        <location filename="../../../daweb/store/schema.py" line="249"/>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="139"/>
        <location filename="../../../daweb/store/schema.py" line="250"/>
        <source>Types</source>
        <translation>Types</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="137"/>
        <location filename="../../../daweb/store/schema.py" line="298"/>
        <source>Depth</source>
        <translation>Depth</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="127"/>
        <location filename="../../../daweb/store/schema.py" line="268"/>
        <location filename="../../../daweb/store/schema.py" line="297"/>
        <source>Start address</source>
        <translation>Start address</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="123"/>
        <location filename="../../../daweb/store/schema.py" line="141"/>
        <source>Output</source>
        <translation>Output</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="65"/>
        <location filename="../../../daweb/store/schema.py" line="205"/>
        <source>Left context</source>
        <extracomment>Lines kept at most (a concordance of *de* in a big run would hold millions; a reader never reads past a sample: narrow the query instead). The words beside the node, as columns (L3…R3 without the node).</extracomment>
        <translation>Left context</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="66"/>
        <location filename="../../../daweb/store/schema.py" line="172"/>
        <location filename="../../../daweb/store/schema.py" line="182"/>
        <location filename="../../../daweb/store/schema.py" line="190"/>
        <location filename="../../../daweb/store/schema.py" line="200"/>
        <location filename="../../../daweb/store/schema.py" line="201"/>
        <location filename="../../../daweb/store/schema.py" line="316"/>
        <source>Word</source>
        <translation>Word</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="67"/>
        <location filename="../../../daweb/store/schema.py" line="206"/>
        <source>Right context</source>
        <translation>Right context</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="118"/>
        <location filename="../../../daweb/store/schema.py" line="202"/>
        <source>Key</source>
        <translation>Key</translation>
    </message>
    <message>
        <location filename="../window.py" line="237"/>
        <location filename="../../../daweb/store/schema.py" line="208"/>
        <source>Triage</source>
        <translation>Triage</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="209"/>
        <source>Word formation</source>
        <translation>Word formation</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="221"/>
        <location filename="../../../daweb/store/schema.py" line="228"/>
        <location filename="../../../daweb/store/schema.py" line="234"/>
        <source>Segment</source>
        <translation>Segment</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="235"/>
        <source>Length</source>
        <translation>Length</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="242"/>
        <source>Part</source>
        <translation>Part</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="243"/>
        <location filename="../../../daweb/store/schema.py" line="315"/>
        <source>New words</source>
        <translation>New words</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="150"/>
        <location filename="../../../daweb/store/schema.py" line="244"/>
        <location filename="../../../daweb/store/schema.py" line="311"/>
        <source>Words</source>
        <translation>Words</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="198"/>
        <location filename="../../../daweb/store/schema.py" line="266"/>
        <source>Number</source>
        <translation>Number</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="269"/>
        <source>Outcome</source>
        <translation>Outcome</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="270"/>
        <source>Cause</source>
        <translation>Cause</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="272"/>
        <source>Attempts</source>
        <translation>Attempts</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="134"/>
        <location filename="../../../daweb/store/schema.py" line="273"/>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="136"/>
        <location filename="../../../daweb/store/schema.py" line="274"/>
        <source>Seconds</source>
        <translation>Seconds</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="275"/>
        <source>Detail</source>
        <translation>Detail</translation>
    </message>
    <message>
        <location filename="../window.py" line="131"/>
        <source>Juilland&apos;s D</source>
        <translation>Juilland&apos;s D</translation>
    </message>
    <message>
        <location filename="../window.py" line="230"/>
        <source>Frequency before</source>
        <translation>Frequency before</translation>
    </message>
    <message>
        <location filename="../window.py" line="231"/>
        <source>Frequency after</source>
        <translation>Frequency after</translation>
    </message>
    <message>
        <location filename="../window.py" line="232"/>
        <source>Per million before</source>
        <translation>Per million before</translation>
    </message>
    <message>
        <location filename="../window.py" line="233"/>
        <source>Per million after</source>
        <translation>Per million after</translation>
    </message>
    <message>
        <location filename="../window.py" line="234"/>
        <source>Difference per million</source>
        <translation>Difference per million</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="63"/>
        <location filename="../window.py" line="235"/>
        <source>Log-likelihood</source>
        <translation>Log-likelihood</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="117"/>
        <source>Run information</source>
        <extracomment>zlib-compressed UTF-8 text, stored small; exported and shown inflated (:func:`inflate`). DDL of its own instead of sqlite-utils&apos; (collocations and regimes: constraints sqlite-utils cannot state); written by close(), so absent in crashed runs. An internal running total (not exported nor shown: another table lists it whole). Every table, in export order (docs/results.md has the meaning of each column).</extracomment>
        <translation>Run information</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="119"/>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="121"/>
        <source>Start addresses</source>
        <translation>Start addresses</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="129"/>
        <location filename="../../../daweb/store/schema.py" line="296"/>
        <source>Final address</source>
        <translation>Final address</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="132"/>
        <source>Character set</source>
        <translation>Character set</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="133"/>
        <source>Content type</source>
        <translation>Content type</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="135"/>
        <source>Fetched at</source>
        <translation>Fetched at</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="140"/>
        <source>Text characters</source>
        <translation>Text characters</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="142"/>
        <source>Analyzed at</source>
        <translation>Analyzed at</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="145"/>
        <source>Snapshot file</source>
        <translation>Snapshot file</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="146"/>
        <source>Snapshot offset</source>
        <translation>Snapshot offset</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="156"/>
        <source>Analyses</source>
        <translation>Analyses</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="171"/>
        <source>Readings of words</source>
        <translation>Readings of words</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="180"/>
        <source>Words per page</source>
        <translation>Words per page</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="188"/>
        <source>Readings per page</source>
        <translation>Readings per page</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="197"/>
        <source>Unrecognized</source>
        <translation>Unrecognized</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="204"/>
        <source>Offset</source>
        <translation>Offset</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="207"/>
        <source>Sentence start</source>
        <translation>Sentence start</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="219"/>
        <source>Segments per page</source>
        <translation>Segments per page</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="227"/>
        <source>Segment totals</source>
        <translation>Segment totals</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="233"/>
        <source>Segments</source>
        <translation>Segments</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="240"/>
        <source>Profiles</source>
        <translation>Profiles</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="247"/>
        <source>Vocabulary growth</source>
        <translation>Vocabulary growth</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="261"/>
        <source>Guessed</source>
        <translation>Guessed</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="265"/>
        <source>Incidents</source>
        <translation>Incidents</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="276"/>
        <source>Recorded at</source>
        <translation>Recorded at</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="280"/>
        <source>Duplicates</source>
        <translation>Duplicates</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="282"/>
        <source>Duplicate of</source>
        <translation>Duplicate of</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="284"/>
        <source>Distance</source>
        <translation>Distance</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="285"/>
        <source>Similarity</source>
        <translation>Similarity</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="288"/>
        <source>Feeds</source>
        <translation>Feeds</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="290"/>
        <source>Feed</source>
        <translation>Feed</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="291"/>
        <source>Published</source>
        <translation>Published</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="294"/>
        <source>Page versions</source>
        <translation>Page versions</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="299"/>
        <source>ETag</source>
        <translation>ETag</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="300"/>
        <source>Last modified</source>
        <translation>Last modified</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="301"/>
        <source>Text digest</source>
        <translation>Text digest</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="302"/>
        <source>Change</source>
        <translation>Change</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="308"/>
        <source>Other languages</source>
        <translation>Other languages</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="310"/>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="324"/>
        <source>Page texts</source>
        <translation>Page texts</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="326"/>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="329"/>
        <source>Collocations</source>
        <translation>Collocations</translation>
    </message>
    <message>
        <location filename="../../../daweb/store/schema.py" line="351"/>
        <source>Regimes</source>
        <translation>Regimes</translation>
    </message>
</context>
<context>
    <name>ViewerWindow</name>
    <message>
        <location filename="../window.py" line="815"/>
        <source>DAWeb results: {0}</source>
        <extracomment>The words table&apos;s connection when every word&apos;s dispersion is computed. Opens addresses (the browser); tests replace it. Page snapshots and re-analysis (gui/viewer/snapshots.py).</extracomment>
        <translation>DAWeb results: {0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="816"/>
        <source>no run</source>
        <translation>no run</translation>
    </message>
    <message>
        <location filename="../window.py" line="817"/>
        <source>Open run…</source>
        <translation>Open run…</translation>
    </message>
    <message>
        <location filename="../window.py" line="818"/>
        <source>Compare with…</source>
        <translation>Compare with…</translation>
    </message>
    <message>
        <location filename="../window.py" line="821"/>
        <source>Open a run folder, or drop one here.</source>
        <translation>Open a run folder, or drop one here.</translation>
    </message>
    <message>
        <location filename="../window.py" line="829"/>
        <source>Words</source>
        <translation>Words</translation>
    </message>
    <message>
        <location filename="../window.py" line="829"/>
        <source>Lemmas</source>
        <translation>Lemmas</translation>
    </message>
    <message>
        <location filename="../window.py" line="829"/>
        <source>Pages</source>
        <translation>Pages</translation>
    </message>
    <message>
        <location filename="../window.py" line="829"/>
        <source>Unrecognized</source>
        <translation>Unrecognized</translation>
    </message>
    <message>
        <location filename="../window.py" line="830"/>
        <source>Segments</source>
        <translation>Segments</translation>
    </message>
    <message>
        <location filename="../window.py" line="830"/>
        <source>Profiles</source>
        <translation>Profiles</translation>
    </message>
    <message>
        <location filename="../window.py" line="830"/>
        <source>Incidents</source>
        <translation>Incidents</translation>
    </message>
    <message>
        <location filename="../window.py" line="831"/>
        <source>Plots</source>
        <translation>Plots</translation>
    </message>
    <message>
        <location filename="../window.py" line="891"/>
        <source>Cannot open the results</source>
        <translation>Cannot open the results</translation>
    </message>
    <message>
        <location filename="../window.py" line="892"/>
        <source>{0} cannot be read as DAWeb results: the file is damaged, incomplete or not a results file. Open another run, or analyze again.</source>
        <translation>{0} cannot be read as DAWeb results: the file is damaged, incomplete or not a results file. Open another run, or analyze again.</translation>
    </message>
    <message>
        <location filename="../window.py" line="957"/>
        <source>Cannot open the page</source>
        <translation>Cannot open the page</translation>
    </message>
    <message>
        <location filename="../window.py" line="958"/>
        <source>No browser could open {0}. The address is on the clipboard: paste it into a browser.</source>
        <translation>No browser could open {0}. The address is on the clipboard: paste it into a browser.</translation>
    </message>
    <message>
        <location filename="../window.py" line="986"/>
        <source>Concordance of “{0}”</source>
        <translation>Concordance of “{0}”</translation>
    </message>
    <message>
        <location filename="../window.py" line="1000"/>
        <source>From {0} to {1}</source>
        <translation>From {0} to {1}</translation>
    </message>
    <message>
        <location filename="../window.py" line="1021"/>
        <source>Open a run folder</source>
        <translation>Open a run folder</translation>
    </message>
    <message>
        <location filename="../window.py" line="1027"/>
        <source>Run to compare with</source>
        <translation>Run to compare with</translation>
    </message>
    <message>
        <location filename="../window.py" line="1033"/>
        <source>Comparison of two runs</source>
        <translation>Comparison of two runs</translation>
    </message>
</context>
<context>
    <name>WordDetailDialog</name>
    <message>
        <location filename="../window.py" line="701"/>
        <source>Word: {0}</source>
        <translation>Word: {0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="704"/>
        <source>Frequency: {0}, pages: {1}</source>
        <translation>Frequency: {0}, pages: {1}</translation>
    </message>
    <message>
        <location filename="../window.py" line="706"/>
        <source>Analyses:</source>
        <translation>Analyses:</translation>
    </message>
    <message>
        <location filename="../window.py" line="708"/>
        <source>(none: unrecognized)</source>
        <translation>(none: unrecognized)</translation>
    </message>
    <message>
        <location filename="../window.py" line="710"/>
        <source>Readings in this run:</source>
        <translation>Readings in this run:</translation>
    </message>
    <message>
        <location filename="../window.py" line="711"/>
        <source>(guessed category)</source>
        <translation>(guessed category)</translation>
    </message>
    <message>
        <location filename="../window.py" line="714"/>
        <source>Pages:</source>
        <translation>Pages:</translation>
    </message>
    <message>
        <location filename="../window.py" line="717"/>
        <source>Occurrences:</source>
        <translation>Occurrences:</translation>
    </message>
</context>
</TS>
