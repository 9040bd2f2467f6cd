import SplitNavigation

/// The demo's command line.
struct DemoOptions {
    var policies: [CollapsePolicy] = CollapsePolicy.allCases
    var seed: UInt64?
    var steps = 30
    var width = 100
    var color: Bool?

    static let usage = """
        usage: split-demo [--policy detailOnTop|chronological|hideDetail] [--seed N [--steps N]]
                          [--width N] [--color | --plain]

        Plays a scripted session of a mail-like app in three columns (mailboxes | messages | message)
        at three, two and one column under each collapse policy (or the one given), drawing the
        layout and listing the changes after every event. --seed plays a random session instead.

        """

    enum Problem: Error {
        case usage(String)
        case help
    }

    init(arguments: [String]) throws(Problem) {
        var arguments = arguments[...]
        func value(_ flag: String) throws(Problem) -> String {
            guard let value = arguments.popFirst() else { throw .usage("\(flag) needs a value") }
            return value
        }
        while let argument = arguments.popFirst() {
            switch argument {
            case "--policy":
                let name = try value(argument)
                guard let policy = CollapsePolicy(rawValue: name) else { throw .usage("unknown policy \(name)") }
                policies = [policy]
            case "--seed":
                let text = try value(argument)
                guard let seed = UInt64(text) else { throw .usage("--seed takes a number, not \(text)") }
                self.seed = seed
            case "--steps":
                let text = try value(argument)
                guard let steps = Int(text), steps > 0 else { throw .usage("--steps takes a positive number") }
                self.steps = steps
            case "--width":
                let text = try value(argument)
                guard let width = Int(text), width >= 40 else { throw .usage("--width takes a number of at least 40") }
                self.width = width
            case "--color": color = true
            case "--plain": color = false
            case "--help", "-h": throw .help
            default: throw .usage("unknown argument \(argument)")
            }
        }
    }
}
