<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>CollocationsTab</name>
    <message>
        <location filename="../collocations.py" line="198"/>
        <source>PNG image (*.png);;SVG image (*.svg)</source>
        <translation>PNG image (*.png);;SVG image (*.svg)</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="197"/>
        <source>Save the chart</source>
        <translation>Save the chart</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="187"/>
        <source>Collocate</source>
        <translation>Collocate</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="186"/>
        <source>Collocates of “{0}”</source>
        <translation>Collocates of “{0}”</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="160"/>
        <source>Save image…</source>
        <translation>Save image…</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="159"/>
        <source>Ranked by:</source>
        <translation>Ranked by:</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="158"/>
        <source>Node word:</source>
        <translation>Node word:</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="157"/>
        <source>Collocations</source>
        <translation>Collocations</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <location filename="../window.py" line="538"/>
        <source>Comparison of two runs</source>
        <translation>Comparison of two runs</translation>
    </message>
    <message>
        <location filename="../window.py" line="542"/>
        <source>Words gained</source>
        <translation>Words gained</translation>
    </message>
    <message>
        <location filename="../window.py" line="543"/>
        <source>Words lost</source>
        <translation>Words lost</translation>
    </message>
    <message>
        <location filename="../window.py" line="544"/>
        <source>Candidates gained</source>
        <translation>Candidates gained</translation>
    </message>
    <message>
        <location filename="../window.py" line="545"/>
        <source>Candidates lost</source>
        <translation>Candidates lost</translation>
    </message>
    <message>
        <location filename="../window.py" line="546"/>
        <source>Frequency changes</source>
        <translation>Frequency changes</translation>
    </message>
</context>
<context>
    <name>PlotsTab</name>
    <message>
        <location filename="../window.py" line="424"/>
        <location filename="../window.py" line="444"/>
        <source>Page profiles</source>
        <translation>Page profiles</translation>
    </message>
    <message>
        <location filename="../window.py" line="424"/>
        <source>Vocabulary growth (Heaps)</source>
        <translation>Vocabulary growth (Heaps)</translation>
    </message>
    <message>
        <location filename="../window.py" line="425"/>
        <source>Rank–frequency (Zipf)</source>
        <translation>Rank–frequency (Zipf)</translation>
    </message>
    <message>
        <location filename="../window.py" line="426"/>
        <location filename="../window.py" line="472"/>
        <source>Pages and words per start address</source>
        <translation>Pages and words per start address</translation>
    </message>
    <message>
        <location filename="../window.py" line="429"/>
        <source>Pages:</source>
        <translation>Pages:</translation>
    </message>
    <message>
        <location filename="../window.py" line="430"/>
        <source>Save image…</source>
        <translation>Save image…</translation>
    </message>
    <message>
        <location filename="../window.py" line="444"/>
        <source>Part of the page</source>
        <translation>Part of the page</translation>
    </message>
    <message>
        <location filename="../window.py" line="445"/>
        <source>Share of new words</source>
        <translation>Share of new words</translation>
    </message>
    <message>
        <location filename="../window.py" line="447"/>
        <source>page {0}</source>
        <translation>page {0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="450"/>
        <location filename="../window.py" line="458"/>
        <source>observed</source>
        <translation>observed</translation>
    </message>
    <message>
        <location filename="../window.py" line="452"/>
        <source>Heaps fit: {0:.2f}·n^{1:.3f}</source>
        <translation>Heaps fit: {0:.2f}·n^{1:.3f}</translation>
    </message>
    <message>
        <location filename="../window.py" line="454"/>
        <source>Vocabulary growth</source>
        <translation>Vocabulary growth</translation>
    </message>
    <message>
        <location filename="../window.py" line="454"/>
        <location filename="../window.py" line="479"/>
        <source>Words (tokens)</source>
        <translation>Words (tokens)</translation>
    </message>
    <message>
        <location filename="../window.py" line="455"/>
        <source>Distinct words (types)</source>
        <translation>Distinct words (types)</translation>
    </message>
    <message>
        <location filename="../window.py" line="460"/>
        <source>Zipf fit: {0:.1f}·r^{1:.3f}</source>
        <translation>Zipf fit: {0:.1f}·r^{1:.3f}</translation>
    </message>
    <message>
        <location filename="../window.py" line="462"/>
        <source>Rank–frequency</source>
        <translation>Rank–frequency</translation>
    </message>
    <message>
        <location filename="../window.py" line="462"/>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <location filename="../window.py" line="463"/>
        <source>Frequency</source>
        <translation>Frequency</translation>
    </message>
    <message>
        <location filename="../window.py" line="472"/>
        <source>Start address</source>
        <translation>Start address</translation>
    </message>
    <message>
        <location filename="../window.py" line="473"/>
        <source>Pages</source>
        <translation>Pages</translation>
    </message>
    <message>
        <location filename="../window.py" line="474"/>
        <source>pages</source>
        <translation>pages</translation>
    </message>
    <message>
        <location filename="../window.py" line="476"/>
        <source>words</source>
        <translation>words</translation>
    </message>
    <message>
        <location filename="../window.py" line="478"/>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <location filename="../window.py" line="482"/>
        <source>Save the plot</source>
        <translation>Save the plot</translation>
    </message>
    <message>
        <location filename="../window.py" line="483"/>
        <source>PNG image (*.png);;SVG image (*.svg)</source>
        <translation>PNG image (*.png);;SVG image (*.svg)</translation>
    </message>
</context>
<context>
    <name>RegimesTab</name>
    <message>
        <location filename="../collocations.py" line="216"/>
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
        <location filename="../window.py" line="259"/>
        <source>Search in every text column</source>
        <translation>Search in every text column</translation>
    </message>
    <message>
        <location filename="../window.py" line="260"/>
        <source>Category:</source>
        <translation>Category:</translation>
    </message>
    <message>
        <location filename="../window.py" line="261"/>
        <source>Triage:</source>
        <translation>Triage:</translation>
    </message>
    <message>
        <location filename="../window.py" line="262"/>
        <source>Show only:</source>
        <translation>Show only:</translation>
    </message>
    <message>
        <location filename="../window.py" line="266"/>
        <source>(all)</source>
        <translation>(all)</translation>
    </message>
    <message>
        <location filename="../window.py" line="274"/>
        <source>Column contains…</source>
        <translation>Column contains…</translation>
    </message>
    <message>
        <location filename="../window.py" line="275"/>
        <source>Regular expression</source>
        <translation>Regular expression</translation>
    </message>
    <message>
        <location filename="../window.py" line="276"/>
        <source>from</source>
        <translation>from</translation>
    </message>
    <message>
        <location filename="../window.py" line="277"/>
        <source>to</source>
        <translation>to</translation>
    </message>
    <message>
        <location filename="../window.py" line="278"/>
        <source>Filter</source>
        <translation>Filter</translation>
    </message>
    <message>
        <location filename="../window.py" line="279"/>
        <source>Copy</source>
        <translation>Copy</translation>
    </message>
    <message>
        <location filename="../window.py" line="280"/>
        <source>Export view…</source>
        <translation>Export view…</translation>
    </message>
    <message>
        <location filename="../window.py" line="308"/>
        <source>The range needs numbers.</source>
        <translation>The range needs numbers.</translation>
    </message>
    <message>
        <location filename="../window.py" line="311"/>
        <source>Not a valid regular expression.</source>
        <translation>Not a valid regular expression.</translation>
    </message>
    <message>
        <location filename="../window.py" line="325"/>
        <location filename="../window.py" line="342"/>
        <source>Export the filtered view</source>
        <translation>Export the filtered view</translation>
    </message>
    <message>
        <location filename="../window.py" line="326"/>
        <source>CSV (*.csv);;TSV (*.tsv);;Excel workbook (*.xlsx)</source>
        <translation>CSV (*.csv);;TSV (*.tsv);;Excel workbook (*.xlsx)</translation>
    </message>
    <message>
        <location filename="../window.py" line="340"/>
        <source>Exporting {0}…</source>
        <translation>Exporting {0}…</translation>
    </message>
    <message>
        <location filename="../window.py" line="341"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../window.py" line="350"/>
        <source>Exporting to {0}…</source>
        <translation>Exporting to {0}…</translation>
    </message>
    <message>
        <location filename="../window.py" line="363"/>
        <source>Export cancelled.</source>
        <translation>Export cancelled.</translation>
    </message>
    <message>
        <location filename="../window.py" line="365"/>
        <source>Not exported: {0}</source>
        <translation>Not exported: {0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="367"/>
        <source>{0} rows written to {1}</source>
        <translation>{0} rows written to {1}</translation>
    </message>
    <message>
        <location filename="../window.py" line="376"/>
        <source>{0} rows</source>
        <translation>{0} rows</translation>
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
        <location filename="../window.py" line="96"/>
        <source>Code</source>
        <extracomment>The Universal Dependencies categories (a fixed list: DISTINCT over a million words rows would cost a full scan on every open). The analyzer&apos;s triage tags (analyzers/neologisms.py).</extracomment>
        <translation>Code</translation>
    </message>
    <message>
        <location filename="../window.py" line="97"/>
        <source>Form</source>
        <translation>Form</translation>
    </message>
    <message>
        <location filename="../window.py" line="98"/>
        <source>Lemmas</source>
        <translation>Lemmas</translation>
    </message>
    <message>
        <location filename="../window.py" line="99"/>
        <source>Categories</source>
        <translation>Categories</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="36"/>
        <location filename="../collocations.py" line="60"/>
        <location filename="../collocations.py" line="76"/>
        <location filename="../window.py" line="100"/>
        <location filename="../window.py" line="109"/>
        <location filename="../window.py" line="138"/>
        <source>Frequency</source>
        <translation>Frequency</translation>
    </message>
    <message>
        <location filename="../window.py" line="101"/>
        <location filename="../window.py" line="139"/>
        <source>Pages</source>
        <translation>Pages</translation>
    </message>
    <message>
        <location filename="../window.py" line="102"/>
        <source>Recognized</source>
        <translation>Recognized</translation>
    </message>
    <message>
        <location filename="../window.py" line="103"/>
        <location filename="../window.py" line="130"/>
        <source>Kind</source>
        <translation>Kind</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="73"/>
        <location filename="../window.py" line="107"/>
        <source>Lemma</source>
        <translation>Lemma</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="74"/>
        <location filename="../window.py" line="108"/>
        <source>Category</source>
        <translation>Category</translation>
    </message>
    <message>
        <location filename="../collocations.py" line="82"/>
        <location filename="../window.py" line="110"/>
        <source>Forms</source>
        <translation>Forms</translation>
    </message>
    <message>
        <location filename="../window.py" line="111"/>
        <source>Form list</source>
        <translation>Form list</translation>
    </message>
    <message>
        <location filename="../window.py" line="114"/>
        <location filename="../window.py" line="132"/>
        <location filename="../window.py" line="142"/>
        <source>Page</source>
        <translation>Page</translation>
    </message>
    <message>
        <location filename="../window.py" line="115"/>
        <location filename="../window.py" line="133"/>
        <location filename="../window.py" line="149"/>
        <source>Address</source>
        <translation>Address</translation>
    </message>
    <message>
        <location filename="../window.py" line="116"/>
        <source>Title</source>
        <translation>Title</translation>
    </message>
    <message>
        <location filename="../window.py" line="117"/>
        <location filename="../window.py" line="152"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../window.py" line="118"/>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <location filename="../window.py" line="119"/>
        <source>Types</source>
        <translation>Types</translation>
    </message>
    <message>
        <location filename="../window.py" line="120"/>
        <source>Depth</source>
        <translation>Depth</translation>
    </message>
    <message>
        <location filename="../window.py" line="121"/>
        <location filename="../window.py" line="157"/>
        <source>Start address</source>
        <translation>Start address</translation>
    </message>
    <message>
        <location filename="../window.py" line="122"/>
        <source>Output</source>
        <translation>Output</translation>
    </message>
    <message>
        <location filename="../window.py" line="125"/>
        <source>Left context</source>
        <translation>Left context</translation>
    </message>
    <message>
        <location filename="../window.py" line="127"/>
        <source>Word</source>
        <translation>Word</translation>
    </message>
    <message>
        <location filename="../window.py" line="128"/>
        <source>Right context</source>
        <translation>Right context</translation>
    </message>
    <message>
        <location filename="../window.py" line="129"/>
        <source>Key</source>
        <translation>Key</translation>
    </message>
    <message>
        <location filename="../window.py" line="131"/>
        <source>Triage</source>
        <translation>Triage</translation>
    </message>
    <message>
        <location filename="../window.py" line="136"/>
        <source>Segment</source>
        <translation>Segment</translation>
    </message>
    <message>
        <location filename="../window.py" line="137"/>
        <source>Length</source>
        <translation>Length</translation>
    </message>
    <message>
        <location filename="../window.py" line="143"/>
        <source>Part</source>
        <translation>Part</translation>
    </message>
    <message>
        <location filename="../window.py" line="144"/>
        <source>New words</source>
        <translation>New words</translation>
    </message>
    <message>
        <location filename="../window.py" line="145"/>
        <source>Words</source>
        <translation>Words</translation>
    </message>
    <message>
        <location filename="../window.py" line="148"/>
        <source>Number</source>
        <translation>Number</translation>
    </message>
    <message>
        <location filename="../window.py" line="150"/>
        <source>Outcome</source>
        <translation>Outcome</translation>
    </message>
    <message>
        <location filename="../window.py" line="151"/>
        <source>Cause</source>
        <translation>Cause</translation>
    </message>
    <message>
        <location filename="../window.py" line="153"/>
        <source>Attempts</source>
        <translation>Attempts</translation>
    </message>
    <message>
        <location filename="../window.py" line="154"/>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <location filename="../window.py" line="155"/>
        <source>Seconds</source>
        <translation>Seconds</translation>
    </message>
    <message>
        <location filename="../window.py" line="156"/>
        <source>Detail</source>
        <translation>Detail</translation>
    </message>
</context>
<context>
    <name>ViewerWindow</name>
    <message>
        <location filename="../window.py" line="596"/>
        <source>DAWeb results: {0}</source>
        <extracomment>Opens addresses (the browser); tests replace it. Page snapshots and re-analysis (gui/viewer/snapshots.py).</extracomment>
        <translation>DAWeb results: {0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="597"/>
        <source>no run</source>
        <translation>no run</translation>
    </message>
    <message>
        <location filename="../window.py" line="598"/>
        <source>Open run…</source>
        <translation>Open run…</translation>
    </message>
    <message>
        <location filename="../window.py" line="599"/>
        <source>Compare with…</source>
        <translation>Compare with…</translation>
    </message>
    <message>
        <location filename="../window.py" line="602"/>
        <source>Open a run folder, or drop one here.</source>
        <translation>Open a run folder, or drop one here.</translation>
    </message>
    <message>
        <location filename="../window.py" line="608"/>
        <source>Words</source>
        <translation>Words</translation>
    </message>
    <message>
        <location filename="../window.py" line="608"/>
        <source>Lemmas</source>
        <translation>Lemmas</translation>
    </message>
    <message>
        <location filename="../window.py" line="608"/>
        <source>Pages</source>
        <translation>Pages</translation>
    </message>
    <message>
        <location filename="../window.py" line="608"/>
        <source>Unrecognized</source>
        <translation>Unrecognized</translation>
    </message>
    <message>
        <location filename="../window.py" line="609"/>
        <source>Segments</source>
        <translation>Segments</translation>
    </message>
    <message>
        <location filename="../window.py" line="609"/>
        <source>Profiles</source>
        <translation>Profiles</translation>
    </message>
    <message>
        <location filename="../window.py" line="609"/>
        <source>Incidents</source>
        <translation>Incidents</translation>
    </message>
    <message>
        <location filename="../window.py" line="610"/>
        <source>Plots</source>
        <translation>Plots</translation>
    </message>
    <message>
        <location filename="../window.py" line="698"/>
        <source>From {0} to {1}</source>
        <translation>From {0} to {1}</translation>
    </message>
    <message>
        <location filename="../window.py" line="706"/>
        <source>Open a run folder</source>
        <translation>Open a run folder</translation>
    </message>
    <message>
        <location filename="../window.py" line="711"/>
        <source>Run to compare with</source>
        <translation>Run to compare with</translation>
    </message>
    <message>
        <location filename="../window.py" line="716"/>
        <source>Comparison of two runs</source>
        <translation>Comparison of two runs</translation>
    </message>
</context>
<context>
    <name>WordDetailDialog</name>
    <message>
        <location filename="../window.py" line="512"/>
        <source>Word: {0}</source>
        <translation>Word: {0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="515"/>
        <source>Frequency: {0}, pages: {1}</source>
        <translation>Frequency: {0}, pages: {1}</translation>
    </message>
    <message>
        <location filename="../window.py" line="517"/>
        <source>Analyses:</source>
        <translation>Analyses:</translation>
    </message>
    <message>
        <location filename="../window.py" line="519"/>
        <source>(none: unrecognized)</source>
        <translation>(none: unrecognized)</translation>
    </message>
    <message>
        <location filename="../window.py" line="520"/>
        <source>Pages:</source>
        <translation>Pages:</translation>
    </message>
    <message>
        <location filename="../window.py" line="523"/>
        <source>Occurrences:</source>
        <translation>Occurrences:</translation>
    </message>
</context>
</TS>
