<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
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
        <location filename="../concordance.py" line="133"/>
        <source>Concordance</source>
        <extracomment>Query kinds, in the order of the kind box (daweb.concordance.QUERY_KINDS).</extracomment>
        <translation>Concordance</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="135"/>
        <source>A form, lemma, category (NOUN…), pattern or list file; Enter</source>
        <translation>A form, lemma, category (NOUN…), pattern or list file; Enter</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="138"/>
        <source>Form</source>
        <translation>Form</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="139"/>
        <source>Lemma</source>
        <translation>Lemma</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="140"/>
        <source>Category</source>
        <translation>Category</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="141"/>
        <source>Regular expression</source>
        <translation>Regular expression</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="142"/>
        <source>List file</source>
        <translation>List file</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="149"/>
        <source>List…</source>
        <translation>List…</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="150"/>
        <source>Context:</source>
        <translation>Context:</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="151"/>
        <source> characters</source>
        <translation> characters</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="152"/>
        <source>Sort by:</source>
        <translation>Sort by:</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="157"/>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="159"/>
        <source>Node</source>
        <translation>Node</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="162"/>
        <source>Search</source>
        <translation>Search</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="198"/>
        <source>{0} occurrences of “{1}”.</source>
        <translation>{0} occurrences of “{1}”.</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="201"/>
        <source>{0} occurrences of “{1}”; the first {2} are shown: narrow the query.</source>
        <translation>{0} occurrences of “{1}”; the first {2} are shown: narrow the query.</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="241"/>
        <source>A list of words</source>
        <translation>A list of words</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="241"/>
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
        <location filename="../snapshots.py" line="154"/>
        <source>Re-analyze…</source>
        <translation>Re-analyze…</translation>
    </message>
    <message>
        <location filename="../snapshots.py" line="156"/>
        <source>Analyze the pages kept in this run again with the project&apos;s current lexicon and settings, into a new run, and compare the two</source>
        <translation>Analyze the pages kept in this run again with the project&apos;s current lexicon and settings, into a new run, and compare the two</translation>
    </message>
    <message>
        <location filename="../snapshots.py" line="158"/>
        <source>This run kept no page snapshots (made before DAWeb kept them, from local files, or with snapshots turned off), so it cannot be re-analyzed</source>
        <translation>This run kept no page snapshots (made before DAWeb kept them, from local files, or with snapshots turned off), so it cannot be re-analyzed</translation>
    </message>
    <message>
        <location filename="../snapshots.py" line="183"/>
        <source>Re-analyzing…</source>
        <translation>Re-analyzing…</translation>
    </message>
    <message>
        <location filename="../snapshots.py" line="195"/>
        <source>Re-analyzing: {0} pages</source>
        <translation>Re-analyzing: {0} pages</translation>
    </message>
    <message>
        <location filename="../snapshots.py" line="198"/>
        <source>Re-analyzed into {0}</source>
        <translation>Re-analyzed into {0}</translation>
    </message>
    <message>
        <location filename="../snapshots.py" line="202"/>
        <source>Re-analysis failed</source>
        <translation>Re-analysis failed</translation>
    </message>
    <message>
        <location filename="../snapshots.py" line="203"/>
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
        <source>Share</source>
        <translation>Share</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="79"/>
        <source>Preposition frequency</source>
        <translation>Preposition frequency</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="78"/>
        <source>Lemma frequency</source>
        <translation>Lemma frequency</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="77"/>
        <source>Ambiguous</source>
        <translation>Ambiguous</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="75"/>
        <source>Preposition</source>
        <translation>Preposition</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="64"/>
        <source>Collocate frequency</source>
        <translation>Collocate frequency</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="63"/>
        <source>Node frequency</source>
        <translation>Node frequency</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="62"/>
        <source>Right</source>
        <translation>Right</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="61"/>
        <source>Left</source>
        <translation>Left</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="59"/>
        <source>Collocate</source>
        <translation>Collocate</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="58"/>
        <source>Node</source>
        <extracomment>Bars drawn per node word. Node words offered in the chooser, most frequent first.</extracomment>
        <translation>Node</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="40"/>
        <source>Log-likelihood (G²)</source>
        <translation>Log-likelihood (G²)</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="39"/>
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
        <source>MI</source>
        <translation>MI</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="35"/>
        <location filename="../collocations.py" line="81"/>
        <source>Log Dice</source>
        <extracomment>Columns a node&apos;s collocates can be ranked by, with their labels (translated in &quot;Viewer&quot;).</extracomment>
        <translation>Log Dice</translation>
    </message>
    <message>
        <location filename="../window.py" line="146"/>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="53"/>
        <location filename="../window.py" line="147"/>
        <location filename="../window.py" line="229"/>
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
        <location filename="../window.py" line="148"/>
        <source>Lemmas</source>
        <translation>Lemmas</translation>
    </message>
    <message>
        <location filename="../window.py" line="149"/>
        <source>Categories</source>
        <translation>Categories</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="36"/>
        <location filename="../collocations.py" line="60"/>
        <location filename="../collocations.py" line="76"/>
        <location filename="../keyness.py" line="54"/>
        <location filename="../window.py" line="150"/>
        <location filename="../window.py" line="161"/>
        <location filename="../window.py" line="199"/>
        <source>Frequency</source>
        <translation>Frequency</translation>
    </message>
    <message>
        <location filename="../window.py" line="152"/>
        <location filename="../window.py" line="163"/>
        <location filename="../window.py" line="201"/>
        <source>Pages</source>
        <translation>Pages</translation>
    </message>
    <message>
        <location filename="../window.py" line="154"/>
        <source>Recognized</source>
        <translation>Recognized</translation>
    </message>
    <message>
        <location filename="../window.py" line="155"/>
        <location filename="../window.py" line="185"/>
        <source>Kind</source>
        <translation>Kind</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="73"/>
        <location filename="../window.py" line="159"/>
        <source>Lemma</source>
        <translation>Lemma</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="74"/>
        <location filename="../window.py" line="160"/>
        <source>Category</source>
        <translation>Category</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="82"/>
        <location filename="../window.py" line="165"/>
        <source>Forms</source>
        <translation>Forms</translation>
    </message>
    <message>
        <location filename="../keyness.py" line="55"/>
        <location filename="../window.py" line="142"/>
        <source>Per million</source>
        <translation>Per million</translation>
    </message>
    <message>
        <location filename="../window.py" line="126"/>
        <source>Dispersion (DP)</source>
        <extracomment>The Universal Dependencies categories (a fixed list: DISTINCT over a million words rows would cost a full scan on every open). The analyzer&apos;s triage tags (analyzers/neologisms.py).</extracomment>
        <translation>Dispersion (DP)</translation>
    </message>
    <message>
        <location filename="../window.py" line="132"/>
        <source>Juilland&apos;s D</source>
        <translation>Juilland's D</translation>
    </message>
    <message>
        <location filename="../window.py" line="166"/>
        <source>Form list</source>
        <translation>Form list</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="68"/>
        <location filename="../window.py" line="169"/>
        <location filename="../window.py" line="187"/>
        <location filename="../window.py" line="204"/>
        <source>Page</source>
        <translation>Page</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="69"/>
        <location filename="../window.py" line="170"/>
        <location filename="../window.py" line="190"/>
        <location filename="../window.py" line="211"/>
        <source>Address</source>
        <translation>Address</translation>
    </message>
    <message>
        <location filename="../window.py" line="171"/>
        <source>Title</source>
        <translation>Title</translation>
    </message>
    <message>
        <location filename="../window.py" line="172"/>
        <location filename="../window.py" line="214"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../window.py" line="173"/>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <location filename="../window.py" line="174"/>
        <source>Types</source>
        <translation>Types</translation>
    </message>
    <message>
        <location filename="../window.py" line="175"/>
        <source>Depth</source>
        <translation>Depth</translation>
    </message>
    <message>
        <location filename="../window.py" line="176"/>
        <location filename="../window.py" line="219"/>
        <source>Start address</source>
        <translation>Start address</translation>
    </message>
    <message>
        <location filename="../window.py" line="177"/>
        <source>Output</source>
        <translation>Output</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="64"/>
        <location filename="../window.py" line="180"/>
        <source>Left context</source>
        <extracomment>Lines kept at most (a concordance of *de* in a big run would hold millions; a reader never reads past a sample: narrow the query instead). The words beside the node, as columns (L3…R3 without the node).</extracomment>
        <translation>Left context</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="65"/>
        <location filename="../window.py" line="182"/>
        <source>Word</source>
        <translation>Word</translation>
    </message>
    <message>
        <location filename="../concordance.py" line="66"/>
        <location filename="../window.py" line="183"/>
        <source>Right context</source>
        <translation>Right context</translation>
    </message>
    <message>
        <location filename="../window.py" line="184"/>
        <source>Key</source>
        <translation>Key</translation>
    </message>
    <message>
        <location filename="../window.py" line="186"/>
        <location filename="../window.py" line="237"/>
        <source>Triage</source>
        <translation>Triage</translation>
    </message>
    <message>
        <location filename="../window.py" line="193"/>
        <source>Word formation</source>
        <translation>Word formation</translation>
    </message>
    <message>
        <location filename="../window.py" line="197"/>
        <source>Segment</source>
        <translation>Segment</translation>
    </message>
    <message>
        <location filename="../window.py" line="198"/>
        <source>Length</source>
        <translation>Length</translation>
    </message>
    <message>
        <location filename="../window.py" line="205"/>
        <source>Part</source>
        <translation>Part</translation>
    </message>
    <message>
        <location filename="../window.py" line="206"/>
        <source>New words</source>
        <translation>New words</translation>
    </message>
    <message>
        <location filename="../window.py" line="207"/>
        <source>Words</source>
        <translation>Words</translation>
    </message>
    <message>
        <location filename="../window.py" line="210"/>
        <source>Number</source>
        <translation>Number</translation>
    </message>
    <message>
        <location filename="../window.py" line="212"/>
        <source>Outcome</source>
        <translation>Outcome</translation>
    </message>
    <message>
        <location filename="../window.py" line="213"/>
        <source>Cause</source>
        <translation>Cause</translation>
    </message>
    <message>
        <location filename="../window.py" line="215"/>
        <source>Attempts</source>
        <translation>Attempts</translation>
    </message>
    <message>
        <location filename="../window.py" line="216"/>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <location filename="../window.py" line="217"/>
        <source>Seconds</source>
        <translation>Seconds</translation>
    </message>
    <message>
        <location filename="../window.py" line="218"/>
        <source>Detail</source>
        <translation>Detail</translation>
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
        <location filename="../window.py" line="887"/>
        <source>Cannot open the results</source>
        <translation>Cannot open the results</translation>
    </message>
    <message>
        <location filename="../window.py" line="888"/>
        <source>{0} cannot be read as DAWeb results: the file is damaged, incomplete or not a results file. Open another run, or analyze again.</source>
        <translation>{0} cannot be read as DAWeb results: the file is damaged, incomplete or not a results file. Open another run, or analyze again.</translation>
    </message>
    <message>
        <location filename="../window.py" line="953"/>
        <source>Cannot open the page</source>
        <translation>Cannot open the page</translation>
    </message>
    <message>
        <location filename="../window.py" line="954"/>
        <source>No browser could open {0}. The address is on the clipboard: paste it into a browser.</source>
        <translation>No browser could open {0}. The address is on the clipboard: paste it into a browser.</translation>
    </message>
    <message>
        <location filename="../window.py" line="982"/>
        <source>Concordance of “{0}”</source>
        <translation>Concordance of “{0}”</translation>
    </message>
    <message>
        <location filename="../window.py" line="996"/>
        <source>From {0} to {1}</source>
        <translation>From {0} to {1}</translation>
    </message>
    <message>
        <location filename="../window.py" line="1017"/>
        <source>Open a run folder</source>
        <translation>Open a run folder</translation>
    </message>
    <message>
        <location filename="../window.py" line="1023"/>
        <source>Run to compare with</source>
        <translation>Run to compare with</translation>
    </message>
    <message>
        <location filename="../window.py" line="1029"/>
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
