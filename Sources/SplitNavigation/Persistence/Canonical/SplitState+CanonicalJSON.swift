// A state's saved form written and read directly, its keys in the order the sorted output
// has them, rather than through `Codable`'s keyed containers, which cost a box and generic
// look-ups per object (docs/benchmarks.md). Only the state's own keys and its modals are
// handled here; children are written and read directly too (`CanonicalChildJSON`), each on its
// own, since a child's JSON is the same wherever it stands, and through a `ChildJSONMemo` when
// the caller keeps one.
//
// Both directions give up (answer nil) rather than explain: `jsonData()` and `init(json:)` then
// take the general path, which writes the same bytes or throws the error `JSONEncoder` and
// `JSONDecoder` would. The tests hold the two paths to the same bytes and values.

extension SplitState {
    /// The deepest level a container can sit at in written JSON (the top level is 1), as in
    /// ``JSONWriter``.
    private static var deepestWrittenLevel: Int { CanonicalChildJSON<Route>.deepestWrittenLevel }

    /// The deepest level a container can sit at in JSON that is read, as in ``JSONScanner``.
    private static var deepestReadLevel: Int { CanonicalChildJSON<Route>.deepestReadLevel }

    /// The saved form, byte for byte as the general encoder writes it; nil when a child cannot
    /// be encoded or the JSON would nest too deeply, for the general encoder to report.
    func canonicalJSON(memo: ChildJSONMemo<Route>?) -> [UInt8]? {
        // With a memo, room for the size of the state it wrote last, and a little more: the
        // states it writes follow one another, and the bytes are then allocated once.
        var writer = CanonicalJSONWriter(capacity: memo?.stateCapacity ?? 256)
        // Without a memo, one coder for the whole state, whose children share routes.
        var coder = CanonicalChildJSON<Route>()
        memo?.beginWriting()
        guard write(at: 1, into: &writer, memo: memo, coder: &coder) else { return nil }
        memo?.noteStateSize(writer.count)
        return writer.finish()
    }

    /// Writes the saved form, its object at nesting `level` (1 on its own, 2 in a `restore`
    /// event), its children through `memo` when there is one and `coder` otherwise; false when
    /// a child cannot be encoded or the JSON would nest too deeply.
    func write(
        at level: Int, into writer: inout CanonicalJSONWriter, memo: ChildJSONMemo<Route>?, coder: inout CanonicalChildJSON<Route>
    ) -> Bool {
        guard level + 3 <= Self.deepestWrittenLevel else { return false }
        // The keys below are in sorted order, the order the general encoder writes them in.
        writer.append("{\"columns\":")
        writer.appendInt(columns.rawValue)
        if case .regular(let stacks) = storage {
            writer.append(",\"detail\":")
            guard Self.write(stacks.detail, at: level + 1, into: &writer, memo: memo, coder: &coder) else { return false }
        }
        writer.append(",\"focus\":")
        writer.appendCase(focus)
        writer.append(",\"format\":")
        writer.appendInt(format)
        if case .compact(_, let keptAside) = storage {
            writer.append(",\"keptAside\":")
            guard Self.write(keptAside, at: level + 1, into: &writer, memo: memo, coder: &coder) else { return false }
        }
        writer.append(",\"layout\":")
        writer.appendCase(layout)
        writer.append(",\"mediumWidthPolicy\":")
        writer.appendCase(mediumWidthPolicy)
        if !_modals.isEmpty {
            writer.append(",\"modals\":[")
            for (position, modal) in _modals.enumerated() {
                if position > 0 { writer.append(UInt8(ascii: ",")) }
                writer.append("{\"stack\":")
                guard Self.write(modal.stack, at: level + 3, into: &writer, memo: memo, coder: &coder) else { return false }
                writer.append(",\"style\":")
                writer.appendCase(modal.style)
                writer.append(UInt8(ascii: "}"))
            }
            writer.append(UInt8(ascii: "]"))
        }
        writer.append(",\"nextID\":")
        writer.appendInt(nextID.rawValue)
        writer.append(",\"policy\":")
        writer.appendCase(policy)
        switch storage {
        case .regular(let stacks):
            writer.append(",\"primary\":")
            guard Self.write(stacks.primary, at: level + 1, into: &writer, memo: memo, coder: &coder) else { return false }
            if columns == .three {
                writer.append(",\"supplementary\":")
                guard Self.write(stacks.supplementary, at: level + 1, into: &writer, memo: memo, coder: &coder) else { return false }
            }
        case .compact(let stack, _):
            writer.append(",\"stack\":")
            guard Self.write(stack, at: level + 1, into: &writer, memo: memo, coder: &coder) else { return false }
        }
        writer.append(",\"visibility\":")
        writer.appendCase(visibility)
        writer.append(",\"width\":")
        writer.appendCase(width)
        writer.append(UInt8(ascii: "}"))
        return true
    }

    /// Writes an array of children at nesting `level` (the array's own); false when a child
    /// cannot be encoded, or would nest deeper than the general encoder writes.
    private static func write(
        _ children: [Child<Route>], at level: Int, into writer: inout CanonicalJSONWriter, memo: ChildJSONMemo<Route>?,
        coder: inout CanonicalChildJSON<Route>
    ) -> Bool {
        guard let memo else {
            return coder.write(children, at: level, into: &writer)
        }
        writer.append(UInt8(ascii: "["))
        for (position, child) in children.enumerated() {
            if position > 0 { writer.append(UInt8(ascii: ",")) }
            guard let (bytes, depth) = try? memo.encode(child), level + depth <= deepestWrittenLevel else { return false }
            writer.append(contentsOf: bytes)
        }
        writer.append(UInt8(ascii: "]"))
        return true
    }

    /// The state `bytes` hold if they are spelled exactly as ``canonicalJSON(memo:)`` spells a
    /// valid state of format 2 or 3; nil for anything else (older formats, other spellings,
    /// broken invariants, malformed text), which the general decoder then reads. With a memo,
    /// `valid`, when given, is a state known to pass every check (see
    /// ``RebuildCheck/unlessEqual(to:)``).
    static func fromCanonicalJSON(_ bytes: [UInt8], memo: ChildJSONMemo<Route>?, valid: SplitState? = nil) -> SplitState? {
        var reader = CanonicalJSONReader(bytes)
        // Without a memo, one coder for the whole state, whose children share routes.
        var coder = CanonicalChildJSON<Route>()
        memo?.beginReading()
        guard let state = read(&reader, at: 1, memo: memo, coder: &coder, valid: valid), reader.isAtEnd else { return nil }
        return state
    }

    /// The state whose object, at nesting `level`, is next, spelled exactly as
    /// ``write(at:into:memo:coder:)`` spells a valid state of format 2 or 3; nil otherwise,
    /// leaving the reader anywhere. `valid` is as in ``fromCanonicalJSON(_:memo:valid:)``.
    static func read(
        _ reader: inout CanonicalJSONReader, at level: Int, memo: ChildJSONMemo<Route>?, coder: inout CanonicalChildJSON<Route>,
        valid: SplitState? = nil
    ) -> SplitState? {
        func children(at level: Int) -> [Child<Route>]? {
            readChildren(&reader, at: level, memo: memo, coder: &coder)
        }
        guard level + 3 <= deepestReadLevel, reader.read(UInt8(ascii: "{")), reader.member("columns", first: true),
              let columnCount = reader.int(), let columns = SplitColumns(rawValue: columnCount)
        else { return nil }
        var detail: [Child<Route>]?
        if reader.member("detail", first: false) {
            guard let read = children(at: level + 1) else { return nil }
            detail = read
        }
        guard reader.member("focus", first: false), let focus = reader.enumCase(Column.self),
              reader.member("format", first: false), let format = reader.int(), format == 2 || format == 3
        else { return nil }
        var keptAside: [Child<Route>]?
        if reader.member("keptAside", first: false) {
            guard let read = children(at: level + 1) else { return nil }
            keptAside = read
        }
        guard reader.member("layout", first: false), let layout = reader.enumCase(Layout.self),
              reader.member("mediumWidthPolicy", first: false),
              let mediumWidthPolicy = reader.enumCase(MediumWidthPolicy.self)
        else { return nil }
        var modals: [Modal<Route>] = []
        if reader.member("modals", first: false) {
            guard format == 3, let read = reader.array({ reader -> Modal<Route>? in
                guard reader.read(UInt8(ascii: "{")), reader.member("stack", first: true) else { return nil }
                guard let stack = readChildren(&reader, at: level + 3, memo: memo, coder: &coder), reader.member("style", first: false), let style = reader.enumCase(ModalStyle.self),
                      reader.read(UInt8(ascii: "}"))
                else { return nil }
                return try? Modal(style: style, stack: stack)
            }) else { return nil }
            modals = read
        }
        guard reader.member("nextID", first: false), let nextID = reader.int(),
              reader.member("policy", first: false), let policy = reader.enumCase(CollapsePolicy.self)
        else { return nil }
        var primary: [Child<Route>]?, stack: [Child<Route>]?, supplementary: [Child<Route>]?
        if reader.member("primary", first: false) {
            guard let read = children(at: level + 1) else { return nil }
            primary = read
        }
        if reader.member("stack", first: false) {
            guard let read = children(at: level + 1) else { return nil }
            stack = read
        }
        if reader.member("supplementary", first: false) {
            guard let read = children(at: level + 1) else { return nil }
            supplementary = read
        }
        guard reader.member("visibility", first: false), let visibility = reader.enumCase(ColumnVisibility.self),
              reader.member("width", first: false), let width = reader.enumCase(Width.self),
              reader.read(UInt8(ascii: "}"))
        else { return nil }

        // The keys must be exactly those the writer gives this layout and column count. Every
        // accordion here was built by `Accordion.restore`, which validates its records and
        // builds a consistent accordion from them, or is one the memo was given to write and
        // found equal to what `restore` read back from its bytes (the property runner's own
        // state, whose accordions its invariants law checks in full): with a memo (the JSON
        // law, once a state) the state's check leaves out the O(n) re-check of every
        // accordion's structure (about a tenth of a state's round trip). Without one
        // (`init(json:)`), it checks in full, as the general decoder does. A state equal to one
        // known valid needs no check at all.
        let check: RebuildCheck = if memo == nil { .full } else if let valid { .unlessEqual(to: valid) } else { .accordionsBuiltChecked }
        let state: SplitState?
        switch layout {
        case .regular:
            guard let primary, let detail, stack == nil, keptAside == nil,
                  (supplementary != nil) == (columns == .three)
            else { return nil }
            state = try? .regular(
                primary: primary, supplementary: supplementary ?? [], detail: detail,
                columns: columns, width: width, policy: policy, visibility: visibility,
                mediumWidthPolicy: mediumWidthPolicy, focus: focus, nextID: ChildID(nextID), modals: modals,
                check: check)
        case .compact:
            guard let stack, let keptAside, primary == nil, detail == nil, supplementary == nil, width == .compact else {
                return nil
            }
            state = try? .compact(
                stack: stack, keptAside: keptAside, columns: columns, policy: policy, visibility: visibility,
                mediumWidthPolicy: mediumWidthPolicy, focus: focus, nextID: ChildID(nextID), modals: modals,
                check: check)
        }
        guard let state, format == 3 || !state.hasTabGroups else { return nil }
        return state
    }

    /// Reads an array of children at nesting `level` (the array's own), each read directly or,
    /// when spelled otherwise, decoded on its own; nil when one cannot be, or nests deeper than
    /// the general decoder reads.
    private static func readChildren(
        _ reader: inout CanonicalJSONReader, at level: Int, memo: ChildJSONMemo<Route>?, coder: inout CanonicalChildJSON<Route>
    ) -> [Child<Route>]? {
        guard level <= deepestReadLevel else { return nil }
        // Room for the children the memo's latest writing wrote and this reading has not
        // reached: when the bytes are that writing's, this stack's children and the later
        // stacks' (a few spare places, for an array that is not regrown as it fills).
        return reader.array(reservingCapacity: memo?.unreadWrittenCount ?? 0) { reader in
            if memo == nil, let child = coder.read(&reader, at: level + 1) {
                return child
            }
            if let (child, depth) = memo?.readWritten(&reader) {
                return level + depth <= deepestReadLevel ? child : nil
            }
            guard let (span, depth) = reader.skipValue(), level + depth <= deepestReadLevel else { return nil }
            if let memo {
                return try? memo.decode(reader.bytes[span])
            }
            return try? JSONCoder.decode(Child<Route>.self, bytes: Array(reader.bytes[span]))
        }
    }
}
