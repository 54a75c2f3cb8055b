<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_US">
<context>
    <name>CompareDialog</name>
    <message>
        <location filename="../window.py" line="465" />
        <source>Comparison of two runs</source>
        <translation>Comparison of two runs</translation>
    </message>
    <message>
        <location filename="../window.py" line="467" />
        <source>Words gained</source>
        <translation>Words gained</translation>
    </message>
    <message>
        <location filename="../window.py" line="468" />
        <source>Words lost</source>
        <translation>Words lost</translation>
    </message>
    <message>
        <location filename="../window.py" line="469" />
        <source>Candidates gained</source>
        <translation>Candidates gained</translation>
    </message>
    <message>
        <location filename="../window.py" line="470" />
        <source>Candidates lost</source>
        <translation>Candidates lost</translation>
    </message>
    <message>
        <location filename="../window.py" line="471" />
        <source>Frequency changes</source>
        <translation>Frequency changes</translation>
    </message>
</context>
<context>
    <name>PlotsTab</name>
    <message>
        <location filename="../window.py" line="364" />
        <location filename="../window.py" line="387" />
        <source>Page profiles</source>
        <translation>Page profiles</translation>
    </message>
    <message>
        <location filename="../window.py" line="364" />
        <source>Vocabulary growth (Heaps)</source>
        <translation>Vocabulary growth (Heaps)</translation>
    </message>
    <message>
        <location filename="../window.py" line="365" />
        <source>Rank–frequency (Zipf)</source>
        <translation>Rank–frequency (Zipf)</translation>
    </message>
    <message>
        <location filename="../window.py" line="368" />
        <source>Pages:</source>
        <translation>Pages:</translation>
    </message>
    <message>
        <location filename="../window.py" line="369" />
        <source>Save image…</source>
        <translation>Save image…</translation>
    </message>
    <message>
        <location filename="../window.py" line="387" />
        <source>Part of the page</source>
        <translation>Part of the page</translation>
    </message>
    <message>
        <location filename="../window.py" line="388" />
        <source>Share of new words</source>
        <translation>Share of new words</translation>
    </message>
    <message>
        <location filename="../window.py" line="390" />
        <source>page {0}</source>
        <translation>page {0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="393" />
        <location filename="../window.py" line="401" />
        <source>observed</source>
        <translation>observed</translation>
    </message>
    <message>
        <location filename="../window.py" line="395" />
        <source>Heaps fit: {0:.2f}·n^{1:.3f}</source>
        <translation>Heaps fit: {0:.2f}·n^{1:.3f}</translation>
    </message>
    <message>
        <location filename="../window.py" line="397" />
        <source>Vocabulary growth</source>
        <translation>Vocabulary growth</translation>
    </message>
    <message>
        <location filename="../window.py" line="397" />
        <source>Words (tokens)</source>
        <translation>Words (tokens)</translation>
    </message>
    <message>
        <location filename="../window.py" line="398" />
        <source>Distinct words (types)</source>
        <translation>Distinct words (types)</translation>
    </message>
    <message>
        <location filename="../window.py" line="403" />
        <source>Zipf fit: {0:.1f}·r^{1:.3f}</source>
        <translation>Zipf fit: {0:.1f}·r^{1:.3f}</translation>
    </message>
    <message>
        <location filename="../window.py" line="405" />
        <source>Rank–frequency</source>
        <translation>Rank–frequency</translation>
    </message>
    <message>
        <location filename="../window.py" line="405" />
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <location filename="../window.py" line="406" />
        <source>Frequency</source>
        <translation>Frequency</translation>
    </message>
    <message>
        <location filename="../window.py" line="410" />
        <source>Save the plot</source>
        <translation>Save the plot</translation>
    </message>
    <message>
        <location filename="../window.py" line="411" />
        <source>PNG image (*.png);;SVG image (*.svg)</source>
        <translation>PNG image (*.png);;SVG image (*.svg)</translation>
    </message>
</context>
<context>
    <name>TableTab</name>
    <message>
        <location filename="../window.py" line="246" />
        <source>Search in every text column</source>
        <translation>Search in every text column</translation>
    </message>
    <message>
        <location filename="../window.py" line="247" />
        <source>Category:</source>
        <translation>Category:</translation>
    </message>
    <message>
        <location filename="../window.py" line="248" />
        <source>Triage:</source>
        <translation>Triage:</translation>
    </message>
    <message>
        <location filename="../window.py" line="249" />
        <source>Show only:</source>
        <translation>Show only:</translation>
    </message>
    <message>
        <location filename="../window.py" line="253" />
        <source>(all)</source>
        <translation>(all)</translation>
    </message>
    <message>
        <location filename="../window.py" line="261" />
        <source>Column contains…</source>
        <translation>Column contains…</translation>
    </message>
    <message>
        <location filename="../window.py" line="262" />
        <source>Regular expression</source>
        <translation>Regular expression</translation>
    </message>
    <message>
        <location filename="../window.py" line="263" />
        <source>from</source>
        <translation>from</translation>
    </message>
    <message>
        <location filename="../window.py" line="264" />
        <source>to</source>
        <translation>to</translation>
    </message>
    <message>
        <location filename="../window.py" line="265" />
        <source>Filter</source>
        <translation>Filter</translation>
    </message>
    <message>
        <location filename="../window.py" line="266" />
        <source>Copy</source>
        <translation>Copy</translation>
    </message>
    <message>
        <location filename="../window.py" line="267" />
        <source>Export view…</source>
        <translation>Export view…</translation>
    </message>
    <message>
        <location filename="../window.py" line="301" />
        <source>The range needs numbers.</source>
        <translation>The range needs numbers.</translation>
    </message>
    <message>
        <location filename="../window.py" line="304" />
        <source>Not a valid regular expression.</source>
        <translation>Not a valid regular expression.</translation>
    </message>
    <message>
        <location filename="../window.py" line="318" />
        <source>Export the filtered view</source>
        <translation>Export the filtered view</translation>
    </message>
    <message>
        <location filename="../window.py" line="319" />
        <source>CSV (*.csv);;TSV (*.tsv)</source>
        <translation>CSV (*.csv);;TSV (*.tsv)</translation>
    </message>
    <message>
        <location filename="../window.py" line="326" />
        <source>{0} rows written to {1}</source>
        <translation>{0} rows written to {1}</translation>
    </message>
    <message>
        <location filename="../window.py" line="330" />
        <source>{0} rows</source>
        <translation>{0} rows</translation>
    </message>
</context>
<context>
    <name>Viewer</name>
    <message>
        <location filename="../window.py" line="89" />
        <source>Code</source>
        <extracomment>The Universal Dependencies categories (a fixed list: DISTINCT over a million words rows would cost a full scan on every open). The analyzer's triage tags (analyzers/neologisms.py).</extracomment>
        <translation>Code</translation>
    </message>
    <message>
        <location filename="../window.py" line="90" />
        <source>Form</source>
        <translation>Form</translation>
    </message>
    <message>
        <location filename="../window.py" line="91" />
        <source>Lemmas</source>
        <translation>Lemmas</translation>
    </message>
    <message>
        <location filename="../window.py" line="92" />
        <source>Categories</source>
        <translation>Categories</translation>
    </message>
    <message>
        <location filename="../window.py" line="93" />
        <location filename="../window.py" line="102" />
        <location filename="../window.py" line="131" />
        <source>Frequency</source>
        <translation>Frequency</translation>
    </message>
    <message>
        <location filename="../window.py" line="94" />
        <location filename="../window.py" line="132" />
        <source>Pages</source>
        <translation>Pages</translation>
    </message>
    <message>
        <location filename="../window.py" line="95" />
        <source>Recognized</source>
        <translation>Recognized</translation>
    </message>
    <message>
        <location filename="../window.py" line="96" />
        <location filename="../window.py" line="123" />
        <source>Kind</source>
        <translation>Kind</translation>
    </message>
    <message>
        <location filename="../window.py" line="100" />
        <source>Lemma</source>
        <translation>Lemma</translation>
    </message>
    <message>
        <location filename="../window.py" line="101" />
        <source>Category</source>
        <translation>Category</translation>
    </message>
    <message>
        <location filename="../window.py" line="103" />
        <source>Forms</source>
        <translation>Forms</translation>
    </message>
    <message>
        <location filename="../window.py" line="104" />
        <source>Form list</source>
        <translation>Form list</translation>
    </message>
    <message>
        <location filename="../window.py" line="107" />
        <location filename="../window.py" line="125" />
        <location filename="../window.py" line="135" />
        <source>Page</source>
        <translation>Page</translation>
    </message>
    <message>
        <location filename="../window.py" line="108" />
        <location filename="../window.py" line="126" />
        <location filename="../window.py" line="142" />
        <source>Address</source>
        <translation>Address</translation>
    </message>
    <message>
        <location filename="../window.py" line="109" />
        <source>Title</source>
        <translation>Title</translation>
    </message>
    <message>
        <location filename="../window.py" line="110" />
        <location filename="../window.py" line="145" />
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../window.py" line="111" />
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <location filename="../window.py" line="112" />
        <source>Types</source>
        <translation>Types</translation>
    </message>
    <message>
        <location filename="../window.py" line="113" />
        <source>Depth</source>
        <translation>Depth</translation>
    </message>
    <message>
        <location filename="../window.py" line="114" />
        <location filename="../window.py" line="150" />
        <source>Start address</source>
        <translation>Start address</translation>
    </message>
    <message>
        <location filename="../window.py" line="115" />
        <source>Output</source>
        <translation>Output</translation>
    </message>
    <message>
        <location filename="../window.py" line="118" />
        <source>Left context</source>
        <translation>Left context</translation>
    </message>
    <message>
        <location filename="../window.py" line="120" />
        <source>Word</source>
        <translation>Word</translation>
    </message>
    <message>
        <location filename="../window.py" line="121" />
        <source>Right context</source>
        <translation>Right context</translation>
    </message>
    <message>
        <location filename="../window.py" line="122" />
        <source>Key</source>
        <translation>Key</translation>
    </message>
    <message>
        <location filename="../window.py" line="124" />
        <source>Triage</source>
        <translation>Triage</translation>
    </message>
    <message>
        <location filename="../window.py" line="129" />
        <source>Segment</source>
        <translation>Segment</translation>
    </message>
    <message>
        <location filename="../window.py" line="130" />
        <source>Length</source>
        <translation>Length</translation>
    </message>
    <message>
        <location filename="../window.py" line="136" />
        <source>Part</source>
        <translation>Part</translation>
    </message>
    <message>
        <location filename="../window.py" line="137" />
        <source>New words</source>
        <translation>New words</translation>
    </message>
    <message>
        <location filename="../window.py" line="138" />
        <source>Words</source>
        <translation>Words</translation>
    </message>
    <message>
        <location filename="../window.py" line="141" />
        <source>Number</source>
        <translation>Number</translation>
    </message>
    <message>
        <location filename="../window.py" line="143" />
        <source>Outcome</source>
        <translation>Outcome</translation>
    </message>
    <message>
        <location filename="../window.py" line="144" />
        <source>Cause</source>
        <translation>Cause</translation>
    </message>
    <message>
        <location filename="../window.py" line="146" />
        <source>Attempts</source>
        <translation>Attempts</translation>
    </message>
    <message>
        <location filename="../window.py" line="147" />
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <location filename="../window.py" line="148" />
        <source>Seconds</source>
        <translation>Seconds</translation>
    </message>
    <message>
        <location filename="../window.py" line="149" />
        <source>Detail</source>
        <translation>Detail</translation>
    </message>
</context>
<context>
    <name>ViewerWindow</name>
    <message>
        <location filename="../window.py" line="516" />
        <source>DAWeb results: {0}</source>
        <extracomment>Opens addresses (the browser); tests replace it.</extracomment>
        <translation>DAWeb results: {0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="517" />
        <source>no run</source>
        <translation>no run</translation>
    </message>
    <message>
        <location filename="../window.py" line="518" />
        <source>Open run…</source>
        <translation>Open run…</translation>
    </message>
    <message>
        <location filename="../window.py" line="519" />
        <source>Compare with…</source>
        <translation>Compare with…</translation>
    </message>
    <message>
        <location filename="../window.py" line="522" />
        <source>Open a run folder, or drop one here.</source>
        <translation>Open a run folder, or drop one here.</translation>
    </message>
    <message>
        <location filename="../window.py" line="528" />
        <source>Words</source>
        <translation>Words</translation>
    </message>
    <message>
        <location filename="../window.py" line="528" />
        <source>Lemmas</source>
        <translation>Lemmas</translation>
    </message>
    <message>
        <location filename="../window.py" line="528" />
        <source>Pages</source>
        <translation>Pages</translation>
    </message>
    <message>
        <location filename="../window.py" line="528" />
        <source>Unrecognized</source>
        <translation>Unrecognized</translation>
    </message>
    <message>
        <location filename="../window.py" line="529" />
        <source>Segments</source>
        <translation>Segments</translation>
    </message>
    <message>
        <location filename="../window.py" line="529" />
        <source>Profiles</source>
        <translation>Profiles</translation>
    </message>
    <message>
        <location filename="../window.py" line="529" />
        <source>Incidents</source>
        <translation>Incidents</translation>
    </message>
    <message>
        <location filename="../window.py" line="530" />
        <source>Plots</source>
        <translation>Plots</translation>
    </message>
    <message>
        <location filename="../window.py" line="602" />
        <source>Open a run folder</source>
        <translation>Open a run folder</translation>
    </message>
    <message>
        <location filename="../window.py" line="607" />
        <source>Run to compare with</source>
        <translation>Run to compare with</translation>
    </message>
</context>
<context>
    <name>WordDetailDialog</name>
    <message>
        <location filename="../window.py" line="440" />
        <source>Word: {0}</source>
        <translation>Word: {0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="443" />
        <source>Frequency: {0}, pages: {1}</source>
        <translation>Frequency: {0}, pages: {1}</translation>
    </message>
    <message>
        <location filename="../window.py" line="445" />
        <source>Analyses:</source>
        <translation>Analyses:</translation>
    </message>
    <message>
        <location filename="../window.py" line="447" />
        <source>(none: unrecognized)</source>
        <translation>(none: unrecognized)</translation>
    </message>
    <message>
        <location filename="../window.py" line="448" />
        <source>Pages:</source>
        <translation>Pages:</translation>
    </message>
    <message>
        <location filename="../window.py" line="451" />
        <source>Occurrences:</source>
        <translation>Occurrences:</translation>
    </message>
</context>
</TS>