/// A `cover` requirement a run did not meet: the label, how many sequences reached it, and the
/// share required (see ``FlowLabel/cover(_:atLeast:_:)``).
public struct CoverageShortfall: Hashable, Sendable, CustomStringConvertible {
    /// The label's name.
    public let label: String
    /// How many sequences reached it.
    public let reached: Int
    /// How many sequences the run made.
    public let sequences: Int
    /// The least share required, from 0 to 1.
    public let required: Double

    /// `"collapsed with a detail stack of two or more" was reached in 3 of 100 sequences (3%), less than the 5% required`.
    public var description: String {
        "\"\(label)\" was reached in \(reached) of \(sequences) sequences (\(Self.percent(reached, of: sequences))), less than the \(Self.percent(required)) required"
    }

    /// A share as a percentage with at most one decimal.
    static func percent(_ share: Double) -> String {
        let tenths = (share * 1000).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? "\(Int(tenths / 10))%" : "\(tenths / 10)%"
    }

    static func percent(_ count: Int, of total: Int) -> String {
        total > 0 ? percent(Double(count) / Double(total)) : "0%"
    }
}
