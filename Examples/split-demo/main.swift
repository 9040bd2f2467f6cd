#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SplitNavigation
import SplitNavigationTesting
import SplitText

// split-demo: a scripted session of a mail-like app, drawn after every event.

let options: DemoOptions
do throws(DemoOptions.Problem) {
    options = try DemoOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    switch error {
    case .help:
        print(DemoOptions.usage, terminator: "")
        exit(0)
    case .usage(let problem):
        print("split-demo: \(problem)\n\(DemoOptions.usage)", terminator: "")
        exit(64)
    }
}

let usesColor = options.color ?? (isatty(STDOUT_FILENO) == 1 && getenv("NO_COLOR") == nil)
let style = TextStyle(usesColor: usesColor)
let renderer = PresentationText(width: options.width, style: style)

func show(_ navigator: SplitNavigator<MailRoute>) {
    for line in renderer.lines(navigator.presentation) { print(line) }
    let keptAside = navigator.state.keptAside
    if !keptAside.isEmpty {
        // Not on screen, but not lost either: say so, or the demo would look like it dropped them.
        print(style.frame("  kept aside for the next split: " + keptAside.map { "\($0.id) \($0.route)" }.joined(separator: ", ")))
    }
}

/// The event's name, with the width, visibility, layout or column it names: enough to follow a
/// random session, whose captions do not say.
func label(_ event: NavigationEvent<MailRoute>) -> String {
    switch event {
    case .setWidth(let width): "setWidth(.\(width))"
    case .setVisibility(let visibility): "setVisibility(.\(visibility))"
    case .setLayout(let layout): "setLayout(.\(layout))"
    case .pop(let column), .popToRoot(let column), .replaceTop(let column, _): "\(event.name)(.\(column))"
    case .push(let child, let column): "push(onto: .\(column ?? child.preferredColumn))"
    default: event.name
    }
}

func play(_ caption: String, _ event: NavigationEvent<MailRoute>, on navigator: inout SplitNavigator<MailRoute>) {
    print("\n" + style.event("▸ \(caption)") + style.frame("   \(label(event))"))
    do throws(NavigationError) {
        let changes = try navigator.send(event)
        for line in style.lines(for: changes) { print(line) }
    } catch {
        print(style.error("  ✗ \(error.code): \(error.message) — nothing changed"))
    }
    show(navigator)
}

for policy in options.policies {
    print(style.event("\n══ Collapse policy: \(policy) ══"))
    var session: SplitNavigator<MailRoute>
    do {
        session = try MailRoute.start(policy: policy)
    } catch {
        print(style.error("cannot start: \(error)"))
        exit(1)
    }
    print(style.frame("Start: three columns, the mailboxes alone, nothing selected"))
    show(session)
    if let seed = options.seed {
        // A random session from the testing kit's generator: the same seed plays the same session.
        var random = SplitMix64(seed: seed)
        for step in 1...options.steps {
            let event = RandomSession.generator.event(for: session.state, using: &random)
            play("Random event \(step) of \(options.steps) (seed \(seed))", event, on: &session)
        }
    } else {
        for step in DemoScript.steps(policy: policy) {
            play(step.caption, step.event, on: &session)
        }
    }
}
