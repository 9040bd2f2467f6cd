/// The first thing that went wrong in a sequence: which check, at which step, and why.
public struct FlowViolation: Hashable, Sendable, CustomStringConvertible {
    /// What a violation broke.
    public enum Check: Hashable, Sendable, CustomStringConvertible {
        /// One of the library's laws.
        case law(NavigationLaw)
        /// A ``FlowProperty`` of the user's, by name.
        case property(String)
        /// The start generator could not make a start.
        case start
        /// A replayed recording sends an event that breaks ``FlowRunner/assumption``.
        case assumption

        /// `law invariants`, `property "name"`, `start` or `assumption`.
        public var description: String {
            switch self {
            case .law(let law): "law \(law.rawValue)"
            case .property(let name): "property \"\(name)\""
            case .start: "start"
            case .assumption: "assumption"
            }
        }
    }

    /// The check that failed.
    public let check: Check
    /// The step (from 0) whose event broke it; `nil` when the start state already did.
    public let step: Int?
    /// What happened, in one or two sentences.
    public let message: String

    /// Makes a violation.
    public init(check: Check, step: Int?, message: String) {
        self.check = check
        self.step = step
        self.message = message
    }

    /// The check, the step and the message in one line.
    public var description: String {
        "\(check) failed \(step.map { "at step \($0)" } ?? "at the start"): \(message)"
    }
}
