#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SplitNavigation
import SplitNavigationStore
import SplitNavigationTesting
import SplitText

// split-demo: a scripted session of a mail-like app, drawn after every event. The app runs on a
// NavigationStore, as an app would, so that its draft guard (a store filter) can veto events.

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
    case .present(_, let style): "present(style: .\(style))"
    case .dismissModal(let id): "dismissModal(\(id))"
    case .modal(.push): "modal(.push)"
    case .modal(.pop): "modal(.pop)"
    case .modal(.popTo(let id)): "modal(.popTo(\(id)))"
    case .modal(.popToRoot): "modal(.popToRoot)"
    case .modal(.replaceTop): "modal(.replaceTop)"
    case .tabs(let id, let tabEvent): "tabs(\(id), \(tabEvent))"
    default: event.name
    }
}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func play(_ caption: String, _ action: DemoAction, on store: NavigationStore<MailRoute>, draft: DraftGuard) {
    switch action {
    case .send(let event):
        print("\n" + style.event("▸ \(caption)") + style.frame("   \(label(event))"))
        switch store.send(event) {
        case .applied(let transition):
            for line in style.lines(for: transition.changes) { print(line) }
        case .rejected(let error):
            print(style.error("  ✗ \(error.code): \(error.message) — nothing changed"))
        case .vetoed(let reason):
            print(style.error("  ✋ vetoed: \(reason) — nothing changed"))
        }
    case .saveDraft:
        print("\n" + style.event("▸ \(caption)") + style.frame("   the app's own state, no navigation event"))
        draft.save()
    }
    show(store.navigator)
}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func playSessions() {
    for policy in options.policies {
        print(style.event("\n══ Collapse policy: \(policy) ══"))
        let store: NavigationStore<MailRoute>
        do {
            store = NavigationStore(try MailRoute.start(policy: policy))
        } catch {
            print(style.error("cannot start: \(error)"))
            exit(1)
        }
        let draft = DraftGuard()
        draft.install(on: store)
        print(style.frame("Start: three columns, the mailboxes alone, nothing selected"))
        show(store.navigator)
        if let seed = options.seed {
            // A random session from the testing kit's generator: the same seed plays the same session.
            var random = SplitMix64(seed: seed)
            for step in 1...options.steps {
                let event = RandomSession.generator.event(for: store.state, using: &random)
                play("Random event \(step) of \(options.steps) (seed \(seed))", .send(event), on: store, draft: draft)
            }
        } else {
            let steps: [DemoStep]
            do {
                steps = try DemoScript.steps(policy: policy)
            } catch {
                print(style.error("cannot write the script: \(error)"))
                exit(1)
            }
            for step in steps {
                play(step.caption, step.action, on: store, draft: draft)
            }
        }
    }
}

if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
    playSessions()
} else {
    print("split-demo runs on a NavigationStore, which needs macOS 15 or later")
    exit(1)
}
