import SplitNavigation

/// What a run exercised: how many sequences and events, which events were sent, accepted and
/// rejected (by error code), the layouts, column counts and stack depths of the states reached,
/// and how many sequences reached each of the runner's labels. Use it to check that a generator
/// reaches what it should (``FlowLabel/cover(_:atLeast:_:)`` checks it for you), or print
/// ``summary``.
public struct FlowStatistics: Hashable, Sendable {
    /// Sequences run (the failing one included).
    public internal(set) var sequences = 0
    /// Events sent to the navigator under test, outside shrinking.
    public internal(set) var events = 0
    /// Accepted events by their JSON name (`"push"`, `"detailOnly"`, …).
    public internal(set) var accepted: [String: Int] = [:]
    /// Accepted `accordion` events by the operation they carried, by its name in the JSON form
    /// (`"expand"`, `"insert"`, `"endPage"`, …).
    public internal(set) var acceptedAccordionActions: [String: Int] = [:]
    /// Rejected events by error code; accordion errors by the accordion's code
    /// (`unknownNode`, `pageExhausted`, …).
    public internal(set) var rejected: [NavigationError.Code: Int] = [:]
    /// Generated events not sent because they broke ``FlowRunner/assumption``.
    public internal(set) var skipped = 0
    /// Events sent by their JSON name, accepted or rejected.
    public internal(set) var sent: [String: Int] = [:]
    /// States reached — each sequence's start and the state after each event sent — by layout.
    public internal(set) var layouts: [Layout: Int] = [:]
    /// States reached by their split's number of columns.
    public internal(set) var columns: [SplitColumns: Int] = [:]
    /// States reached by the depth of their deepest stack (in compact layout, the one stack's).
    public internal(set) var stackDepths: [Int: Int] = [:]
    /// Sequences that reached each of ``FlowRunner/labels``, by the label's name (0 for a label
    /// no sequence reached).
    public internal(set) var labels: [String: Int] = [:]

    /// Empty statistics.
    public init() {}

    /// Adds another run's counts, for runs split across tests.
    public mutating func merge(_ other: FlowStatistics) {
        sequences += other.sequences
        events += other.events
        skipped += other.skipped
        accepted.merge(other.accepted, uniquingKeysWith: +)
        acceptedAccordionActions.merge(other.acceptedAccordionActions, uniquingKeysWith: +)
        rejected.merge(other.rejected, uniquingKeysWith: +)
        sent.merge(other.sent, uniquingKeysWith: +)
        layouts.merge(other.layouts, uniquingKeysWith: +)
        columns.merge(other.columns, uniquingKeysWith: +)
        stackDepths.merge(other.stackDepths, uniquingKeysWith: +)
        labels.merge(other.labels, uniquingKeysWith: +)
    }

    /// The counts as a few lines, most frequent first:
    ///
    /// ```text
    /// 100 sequences, 5000 events (12 skipped)
    /// events sent: push 1210, back 800, …
    /// rejected: columnEmpty 90, rootCannotBePopped 41, …
    /// states: regular 3100, compact 2000; two columns 4100, three columns 1000
    /// deepest stack: 1: 900, 2: 1500, 3: 1200, …
    /// labels: "collapsed with a detail stack of two or more" 37 of 100 sequences
    /// ```
    public var summary: String {
        func counts<Key>(_ values: [Key: Int], _ name: (Key) -> String) -> String {
            values.map { (name($0.key), $0.value) }.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
                .map { "\($0.0) \($0.1)" }.joined(separator: ", ")
        }
        var lines = ["\(sequences) sequences, \(events) events" + (skipped > 0 ? " (\(skipped) skipped)" : "")]
        if !sent.isEmpty { lines.append("events sent: " + counts(sent) { $0 }) }
        if !rejected.isEmpty { lines.append("rejected: " + counts(rejected) { $0.rawValue }) }
        if !layouts.isEmpty {
            lines.append("states: " + counts(layouts) { $0.rawValue } + "; " + counts(columns) { $0 == .two ? "two columns" : "three columns" })
        }
        if !stackDepths.isEmpty {
            lines.append("deepest stack: " + stackDepths.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", "))
        }
        if !labels.isEmpty {
            lines.append("labels: " + labels.sorted { $0.key < $1.key }.map { "\"\($0.key)\" \($0.value) of \(sequences) sequences" }.joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }
}
