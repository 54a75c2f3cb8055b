# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True
"""The extraction's walks of lexbor's tree in C (issue 21), for :mod:`analyzers.extract`.

The walk that gathers the CNR inputs of every block element (mode main) was a third of the
reading process's time, and the plain walk (mode all, a manual page's text) most of mode
all's: one Python loop over lexbor's nodes, each step a new selectolax wrapper object
(``node.child``, ``node.next``, ``node.parent``, ``node.tag_id``). Here the same walks
follow lexbor's own pointers, from the address selectolax gives as ``mem_id``, and keep
the per-element counts in a C array; only the text fragments, the tag names, the class/id
strings and the finished table are Python objects. :func:`nesting_bound` is the same kind
of loop over the page's characters, before lexbor builds the tree (``_bound_depth``).

lexbor's headers do not come with selectolax's wheels, so the few leading fields read here
are declared below as lexbor 2.x lays them out (``lexbor/dom/interfaces/{node,element,attr,
character_data}.h``, as vendored by selectolax 1.0). :func:`calibrate` compares what they
read with selectolax's own answers on a probe page before the walk is used: a selectolax
that lays them out differently stops the import with a message instead of misreading.
"""

from cpython.mem cimport PyMem_Free, PyMem_Malloc, PyMem_Realloc
from libc.stdint cimport uint16_t, uint32_t, uintptr_t
from libc.string cimport memchr, memset


cdef extern from *:
    """
    typedef struct daweb_lxb_str { unsigned char *data; size_t length; } daweb_lxb_str;
    typedef struct daweb_lxb_node daweb_lxb_node;
    struct daweb_lxb_node {
        void *events;
        uintptr_t local_name;
        uintptr_t prefix;
        uintptr_t ns;
        void *owner_document;
        daweb_lxb_node *next;
        daweb_lxb_node *prev;
        daweb_lxb_node *parent;
        daweb_lxb_node *first_child;
        daweb_lxb_node *last_child;
        void *user;
        int type;
    };
    typedef struct { daweb_lxb_node node; daweb_lxb_str data; } daweb_lxb_text;
    typedef struct daweb_lxb_attr daweb_lxb_attr;
    struct daweb_lxb_attr {
        daweb_lxb_node node;
        uintptr_t upper_name;
        uintptr_t qualified_name;
        daweb_lxb_str *value;
        void *owner;
        daweb_lxb_attr *next;
        daweb_lxb_attr *prev;
    };
    typedef struct {
        daweb_lxb_node node;
        uintptr_t upper_name;
        uintptr_t qualified_name;
        daweb_lxb_str *is_value;
        daweb_lxb_attr *first_attr;
        daweb_lxb_attr *last_attr;
        daweb_lxb_attr *attr_id;
        daweb_lxb_attr *attr_class;
    } daweb_lxb_element;
    """
    ctypedef struct lxb_str "daweb_lxb_str":
        unsigned char *data
        size_t length
    ctypedef struct lxb_node "daweb_lxb_node":
        uintptr_t local_name
        uintptr_t prefix
        lxb_node *next
        lxb_node *parent
        lxb_node *first_child
    ctypedef struct lxb_text "daweb_lxb_text":
        lxb_str data
    ctypedef struct lxb_attr "daweb_lxb_attr":
        lxb_node node
        lxb_str *value
        lxb_attr *next
    ctypedef struct lxb_element "daweb_lxb_element":
        lxb_attr *first_attr
        lxb_attr *attr_id
        lxb_attr *attr_class


cdef extern from "Python.h":
    object PyUnicode_DecodeUTF8(const char *data, Py_ssize_t size, const char *errors)
    Py_ssize_t PyUnicode_GET_LENGTH(object text)
    int PyUnicode_KIND(object text)
    void *PyUnicode_DATA(object text)
    uint32_t PyUnicode_READ(int kind, void *data, Py_ssize_t index)
    bint Py_UNICODE_ISSPACE(uint32_t ch)


# What a tag number says, as bits of one byte per known tag (custom elements, numbered far
# above, are none of these).
cdef enum:
    BLOCK = 1
    DROP = 2
    NONCONTENT = 4


cdef struct Row:
    Py_ssize_t parent, last, start, end, chars, weight, all_chars, link_chars
    uintptr_t tag
    bint flag, hinted, run


cdef inline lxb_node *_at(object node):
    """The lexbor node a selectolax node wraps (its ``mem_id`` is the address)."""
    return <lxb_node *> <uintptr_t> node.mem_id


cdef inline str _decoded(const lxb_str *text):
    """A lexbor string as selectolax decodes it (undecodable bytes replaced)."""
    if text == NULL or text.data == NULL:
        return ""
    return PyUnicode_DecodeUTF8(<const char *> text.data, text.length, "replace")


cdef inline object _value(lxb_attr *attr):
    """An attribute's value, None for an empty attribute, as selectolax's ``attributes``."""
    if attr == NULL or attr.value == NULL or attr.value.data == NULL:
        return None
    return _decoded(attr.value)


cdef lxb_attr *_attribute(lxb_node *node, uintptr_t name):
    """The element's attribute ``name`` (a lexbor attribute number) without a prefix."""
    cdef lxb_attr *attr = (<lxb_element *> node).first_attr
    while attr != NULL:
        if attr.node.local_name == name and attr.node.prefix == 0:
            return attr
        attr = attr.next
    return NULL


cdef Py_ssize_t _stripped_length(str text):
    """``len(text.strip())`` without making the stripped copy."""
    cdef Py_ssize_t n = PyUnicode_GET_LENGTH(text)
    cdef Py_ssize_t a = 0
    cdef int kind = PyUnicode_KIND(text)
    cdef void *data = PyUnicode_DATA(text)
    while a < n and Py_UNICODE_ISSPACE(PyUnicode_READ(kind, data, a)):
        a += 1
    while n > a and Py_UNICODE_ISSPACE(PyUnicode_READ(kind, data, n - 1)):
        n -= 1
    return n - a


cdef inline lxb_node *_next_under(lxb_node *node, lxb_node *top) noexcept:
    """The node after ``node`` in document order, NULL past the end of ``top``'s subtree."""
    if node.first_child != NULL:
        return node.first_child
    while node != top and node.next == NULL:
        node = node.parent
    return NULL if node == top else node.next


cdef inline lxb_node *_leave(lxb_node *node, Py_ssize_t *depth, bint *up) noexcept:
    """Leaving ``node`` (its children done): its next sibling, else its parent, which is
    left in turn (``up``; ``depth`` one less), else NULL above the walk's root (depth 0)."""
    if node.next != NULL:
        up[0] = False
        return node.next
    up[0] = True
    depth[0] -= 1
    return node.parent if depth[0] else NULL


cdef str _title_text(lxb_node *top, uintptr_t text_id):
    """Every text node's text under ``top`` in document order (selectolax's ``text()``),
    whitespace collapsed: a page title."""
    cdef list parts = []
    cdef lxb_node *node = top.first_child
    while node != NULL:
        if node.local_name == text_id:
            parts.append(_decoded(&(<lxb_text *> node).data))
        node = _next_under(node, top)
    return " ".join("".join(parts).split())


cdef inline bint _letter(uint32_t ch) noexcept:
    return (ch | 0x20) - 97 < 26  # a-z or A-Z (unsigned: below "a" wraps around)


def nesting_bound(str html) -> int:
    """The deepest ``html`` could nest: start tags (``<`` and a letter) minus end tags
    (``</`` and a letter) so far, at its highest; an upper bound of the parser's depth."""
    cdef Py_ssize_t n = PyUnicode_GET_LENGTH(html), i = 0, depth = 0, deepest = 0
    cdef int kind = PyUnicode_KIND(html)
    cdef void *data = PyUnicode_DATA(html)
    cdef const void *found
    cdef const uint16_t *wide = <const uint16_t *> data
    cdef const uint32_t *wider = <const uint32_t *> data
    cdef uint32_t ch
    while i < n - 1:
        # To the next "<", in the width the string is stored in.
        if kind == 1:
            found = memchr(<const char *> data + i, 60, n - 1 - i)
            if found == NULL:
                break
            i = <const char *> found - <const char *> data
        elif kind == 2:
            while i < n - 1 and wide[i] != 60:
                i += 1
        else:
            while i < n - 1 and wider[i] != 60:
                i += 1
        if i >= n - 1:
            break
        ch = PyUnicode_READ(kind, data, i + 1)
        if ch == 47 and i + 2 < n and _letter(PyUnicode_READ(kind, data, i + 2)):  # "</x"
            depth -= 1
            i += 3
        elif _letter(ch):  # "<x"
            depth += 1
            if depth > deepest:
                deepest = depth
            i += 2
        else:
            i += 1
    return deepest


cdef lxb_node *_first(lxb_node *top, uintptr_t tag):
    """The first element numbered ``tag`` under ``top`` in document order, or NULL."""
    cdef lxb_node *node = top.first_child
    while node != NULL and node.local_name != tag:
        node = _next_under(node, top)
    return node


def calibrate(object probe, tuple expected_names, uintptr_t first_element) -> dict:
    """Check this module's reading of lexbor's nodes against selectolax's on ``probe``.

    ``probe`` is the root of a parsed page whose elements carry attributes whose value is
    their own name (``href="href"``); ``expected_names`` lists those names;
    ``first_element``: the lowest tag number of an element. Every node's
    tag number, neighbours, text and attribute values must read the same both ways.
    Returns the lexbor number of each attribute name; raises RuntimeError otherwise.
    """
    cdef lxb_node *mine
    cdef lxb_attr *attr
    cdef dict numbers = {}
    for node in probe.traverse(include_text=True):
        mine = _at(node)
        if mine.local_name != <uintptr_t> node.tag_id:
            raise RuntimeError(f"tag number of <{node.tag}>")
        for pointer, theirs in ((<uintptr_t> mine.next, node.next),
                                (<uintptr_t> mine.parent, node.parent),
                                (<uintptr_t> mine.first_child, node.child)):
            if pointer != (theirs.mem_id if theirs is not None else 0):
                raise RuntimeError(f"neighbours of <{node.tag}>")
        if node.tag == "-text":
            if _decoded(&(<lxb_text *> mine).data) != node.text_content:
                raise RuntimeError("text of a text node")
        elif node.tag_id >= first_element:
            values = []
            attr = (<lxb_element *> mine).first_attr
            while attr != NULL:
                value = _value(attr)
                values.append(value)
                if value in expected_names and attr.node.prefix == 0:
                    numbers[value] = attr.node.local_name
                attr = attr.next
            if values != list(node.attributes.values()):
                raise RuntimeError(f"attributes of <{node.tag}>")
            if (_value((<lxb_element *> mine).attr_class) != node.attributes.get("class")
                    or _value((<lxb_element *> mine).attr_id) != node.attributes.get("id")):
                raise RuntimeError(f"class or id of <{node.tag}>")
    missing = set(expected_names) - numbers.keys()
    if missing:
        raise RuntimeError(f"no attribute read as {sorted(missing)}")
    return numbers


cdef class TreeWalk:
    """The extraction's walks, set up once with lexbor's tag and attribute numbers."""

    cdef bytes kinds
    cdef const unsigned char *kind_of
    cdef Py_ssize_t known
    cdef dict names
    cdef uintptr_t text_id, first_element, a_id, title_id, head_id, body_id, h1_id
    cdef uintptr_t footer_id, aside_id, nav_id, href_attr
    cdef str mark
    cdef dict hint_cache
    cdef object is_furniture

    def __init__(self, dict tag_ids, frozenset block, frozenset drop, frozenset noncontent,
                 uintptr_t text_id, uintptr_t href_attr, str mark, dict hint_cache,
                 object is_furniture):
        """``tag_ids``: lexbor's number of every tag in ``block | drop`` and of "a";
        ``href_attr``: lexbor's number of the attribute href (see :func:`calibrate`);
        ``hint_cache`` and ``is_furniture``: the class/id verdicts of analyzers.extract."""
        self.known = max(tag_ids.values()) + 1
        kinds = bytearray(self.known)
        for name, number in tag_ids.items():
            kinds[number] |= ((BLOCK if name in block else 0) | (DROP if name in drop else 0)
                              | (NONCONTENT if name in noncontent else 0))
        self.kinds = bytes(kinds)
        self.kind_of = <const unsigned char *> <const char *> self.kinds
        self.names = {number: name for name, number in tag_ids.items()}
        self.text_id = text_id
        self.first_element = tag_ids["a"]
        self.a_id, self.title_id, self.head_id = tag_ids["a"], tag_ids["title"], tag_ids["head"]
        self.body_id, self.h1_id = tag_ids["body"], tag_ids["h1"]
        self.footer_id, self.aside_id, self.nav_id = (
            tag_ids["footer"], tag_ids["aside"], tag_ids["nav"])
        self.href_attr = href_attr
        self.mark = mark
        self.hint_cache = hint_cache
        self.is_furniture = is_furniture

    cdef inline int _kind(self, uintptr_t tag):
        return self.kind_of[tag] if tag < <uintptr_t> self.known else 0

    cdef bint _marked(self, lxb_node *node, uintptr_t tag, set by_role):
        """Whether a block element is furniture by its tag, class/id or ARIA role.

        ``by_role``: the addresses of the page's elements whose role marks furniture (a
        role's lexbor number is the page's own, as for every name HTML does not define).
        """
        cdef lxb_element *element = <lxb_element *> node
        if tag == self.footer_id or tag == self.aside_id or tag == self.nav_id:
            return True
        marked = None
        names = _value(element.attr_class) or ""
        ident = _value(element.attr_id) or ""
        if names or ident:
            marks = names + " #" + ident
            marked = self.hint_cache.get(marks)
            if marked is None:
                marked = self.is_furniture(marks)
        return marked or (by_role and <uintptr_t> node in by_role)

    def plain(self, object root):
        """The fragments and title of ``_walk``: text, and a mark where a block starts or ends.

        The walk goes down to the first child, else on to the next sibling, else up, with
        a depth counter: memory does not grow with nesting and nothing recurses.
        """
        cdef list out = []
        cdef str title = ""
        cdef str mark = self.mark
        cdef Py_ssize_t depth = 1
        cdef lxb_node *node = _at(root).first_child
        cdef uintptr_t tid
        cdef int kind
        cdef bint up
        while node != NULL:
            tid = node.local_name
            kind = self._kind(tid)
            if tid == self.text_id:
                out.append(_decoded(&(<lxb_text *> node).data))
            elif tid >= self.first_element and not kind & DROP:
                if kind & BLOCK:
                    out.append(mark)
                    if tid == self.title_id and not title:
                        title = _title_text(node, self.text_id)
                if node.first_child != NULL:
                    node = node.first_child
                    depth += 1
                    continue
                if kind & BLOCK:
                    out.append(mark)
            node = _leave(node, &depth, &up)
            while up and node != NULL:  # a block left on the way up ends
                if self._kind(node.local_name) & BLOCK:
                    out.append(mark)
                node = _leave(node, &depth, &up)
        return out, title

    def scored(self, object root, bint hints, bint runs, set around_h1, set by_role):
        """The fragments, title and per-block-element columns of ``_walk_scored``.

        ``around_h1``: the addresses of the elements around a headline; ``by_role``: see
        :meth:`_marked`.
        """
        cdef list out = []
        cdef list tags = []
        cdef str title = ""
        cdef str mark = self.mark
        cdef Py_ssize_t body = -1, cur = -1, i, a, n, depth = 1, in_link = 0
        cdef Py_ssize_t rows_n = 0, rows_cap = 256, stack_n = 0, links_n = 0, links_cap = 64
        cdef Row *rows = <Row *> PyMem_Malloc(rows_cap * sizeof(Row))
        cdef Py_ssize_t *stack = <Py_ssize_t *> PyMem_Malloc(rows_cap * sizeof(Py_ssize_t))
        cdef char *links = <char *> PyMem_Malloc(links_cap)
        cdef lxb_node *node = _at(root).first_child
        cdef lxb_node *child
        cdef lxb_node *found
        cdef uintptr_t tid
        cdef int kind
        cdef bint marked, href, up
        cdef Row *row
        cdef void *grown
        if rows == NULL or stack == NULL or links == NULL:
            PyMem_Free(rows)
            PyMem_Free(stack)
            PyMem_Free(links)
            raise MemoryError()
        try:
            while node != NULL:
                tid = node.local_name
                kind = self._kind(tid)
                if tid == self.text_id:
                    text = _decoded(&(<lxb_text *> node).data)
                    out.append(text)
                    if cur >= 0:
                        # Outer whitespace is markup indentation; the thesis ignores it.
                        n = _stripped_length(text)
                        if n > 0:
                            row = &rows[cur]
                            row.all_chars += n
                            if in_link:
                                row.link_chars += n
                            else:
                                row.chars += n
                                if not row.run:
                                    row.weight += 1
                                    row.run = runs
                elif tid >= self.first_element and not kind & DROP:
                    child = node.first_child
                    if kind & BLOCK:
                        if rows_n == rows_cap:
                            rows_cap *= 2
                            grown = PyMem_Realloc(rows, rows_cap * sizeof(Row))
                            if grown == NULL:
                                raise MemoryError()
                            rows = <Row *> grown
                            grown = PyMem_Realloc(stack, rows_cap * sizeof(Py_ssize_t))
                            if grown == NULL:
                                raise MemoryError()
                            stack = <Py_ssize_t *> grown
                        i = rows_n
                        rows_n += 1
                        row = &rows[i]
                        memset(row, 0, sizeof(Row))
                        row.parent = cur
                        row.last = i
                        row.start = len(out)
                        row.tag = tid
                        tags.append(self.names[tid])
                        marked = (hints and tid != self.body_id
                                  and self._marked(node, tid, by_role))
                        row.hinted = marked
                        row.flag = marked or kind & NONCONTENT
                        if tid == self.body_id and body < 0:
                            body = i
                        out.append(mark)
                        if tid == self.title_id and not title:
                            title = _title_text(node, self.text_id)
                        elif tid == self.h1_id and hints:
                            # The headline belongs to the content: an element around it is
                            # not furniture whatever its class says.
                            for a in range(stack_n):
                                row = &rows[stack[a]]
                                if row.hinted:
                                    row.hinted = False
                                    row.flag = self._kind(row.tag) & NONCONTENT
                        if tid == self.head_id and child != NULL:
                            # Nothing in <head> is text but the title: look it up, do not walk.
                            found = _first(node, self.title_id)
                            if found != NULL and not title:
                                title = _title_text(found, self.text_id)
                            child = NULL
                        elif marked and child != NULL and <uintptr_t> node not in around_h1:
                            # Furniture is pruned whatever it holds, so it is not walked.
                            child = NULL
                        if child != NULL:
                            stack[stack_n] = i
                            stack_n += 1
                            cur = i
                            node = child
                            depth += 1
                            continue
                        out.append(mark)
                        rows[i].end = len(out)
                        if cur >= 0:
                            _close_into(&rows[cur], &rows[i])
                    elif tid == self.a_id and child != NULL:
                        # An <a> without href is an anchor, not a link.
                        href = _attribute(node, self.href_attr) != NULL
                        if links_n == links_cap:
                            links_cap *= 2
                            grown = PyMem_Realloc(links, links_cap)
                            if grown == NULL:
                                raise MemoryError()
                            links = <char *> grown
                        links[links_n] = href
                        links_n += 1
                        if href:
                            in_link += 1
                            if cur >= 0:
                                rows[cur].weight += 1
                                rows[cur].run = False
                        node = child
                        depth += 1
                        continue
                    elif child != NULL:
                        node = child
                        depth += 1
                        continue
                # Leave the node: its next sibling, or climb, closing blocks on the way up.
                node = _leave(node, &depth, &up)
                while up and node != NULL:
                    tid = node.local_name
                    if self._kind(tid) & BLOCK:
                        out.append(mark)
                        stack_n -= 1
                        i = stack[stack_n]
                        rows[i].end = len(out)
                        rows[i].last = rows_n - 1
                        cur = stack[stack_n - 1] if stack_n else -1
                        if cur >= 0:
                            _close_into(&rows[cur], &rows[i])
                    elif tid == self.a_id and links_n:
                        links_n -= 1
                        if links[links_n]:
                            in_link -= 1
                    node = _leave(node, &depth, &up)
            while stack_n:  # defensive: close whatever the walk left open
                stack_n -= 1
                i = stack[stack_n]
                rows[i].end = len(out)
                rows[i].last = rows_n - 1
            return (
                out, title,
                [rows[i].parent for i in range(rows_n)], [rows[i].last for i in range(rows_n)],
                [rows[i].start for i in range(rows_n)], [rows[i].end for i in range(rows_n)],
                [rows[i].chars for i in range(rows_n)], [rows[i].weight for i in range(rows_n)],
                [rows[i].all_chars for i in range(rows_n)],
                [rows[i].link_chars for i in range(rows_n)],
                [bool(rows[i].flag) for i in range(rows_n)],
                [bool(rows[i].hinted) for i in range(rows_n)],
                tags, body,
            )
        finally:
            PyMem_Free(rows)
            PyMem_Free(stack)
            PyMem_Free(links)


cdef inline void _close_into(Row *p, Row *i) noexcept:
    """Pass the counts of finished block element ``i`` up to its parent ``p``."""
    p.all_chars += i.all_chars
    p.link_chars += i.link_chars
    p.run = False
    if i.flag:
        p.weight += 1
    else:
        p.chars += i.chars
        p.weight += i.weight
