#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SplitNavigation
import SplitText

// split-terminal: a live, full-screen front end of a three-column split (mailboxes | messages |
// message). How many columns show follows the terminal's width; resizing the window collapses,
// splits or narrows the split as it happens.

var policy = CollapsePolicy.detailOnTop
var widths = WidthThresholds()
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--policy":
        guard let name = arguments.popFirst(), let value = CollapsePolicy(rawValue: name) else {
            print("split-terminal: --policy takes detailOnTop, chronological or hideDetail")
            exit(64)
        }
        policy = value
    case "--split-width", "--regular-width":
        guard let text = arguments.popFirst(), let value = Int(text), value > 0 else {
            print("split-terminal: \(argument) takes a positive number")
            exit(64)
        }
        if argument == "--split-width" { widths.medium = value } else { widths.regular = value }
    default:
        print("""
            usage: split-terminal [--policy detailOnTop|chronological|hideDetail] [--split-width N] [--regular-width N]

            Narrower than --split-width (80) one column shows; from --regular-width (140) all three.
            """)
        exit(argument == "--help" || argument == "-h" ? 0 : 64)
    }
}

guard widths.medium <= widths.regular else {
    print("split-terminal: --split-width (\(widths.medium)) cannot exceed --regular-width (\(widths.regular))")
    exit(64)
}

guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
    print("split-terminal needs a terminal; try `swift run splitnav` for a pipe-friendly front end.")
    exit(64)
}

let terminal = Terminal()
var size = terminal.size
var session: TerminalSession
do {
    session = try TerminalSession(policy: policy, widths: widths, width: size.columns)
} catch {
    Terminal.restore()
    print("split-terminal: \(error)")
    exit(1)
}
let style = TextStyle(usesColor: getenv("NO_COLOR") == nil)
terminal.draw(session.screen(width: size.columns, rows: size.rows, style: style))

loop: while true {
    let key = terminal.readKey()
    let newSize = terminal.size
    var redraw = newSize != size
    if redraw {
        size = newSize
        session.fit(width: size.columns)
    }
    if let key {
        switch key {
        case .character("q"), .interrupt:
            break loop
        case .character("\t"):
            session.revealsHiddenColumns.toggle()
            redraw = true
        case .up, .down:
            redraw = session.moveCursor(by: key == .up ? -1 : 1) || redraw
        case .character("k"):
            session.keepLink()
            redraw = true
        case .character("g"):
            session.goToKeptLink()
            redraw = true
        default:
            if let event = session.event(for: key) {
                session.send(event)
                redraw = true
            }
        }
    }
    if redraw {
        terminal.draw(session.screen(width: size.columns, rows: size.rows, style: style))
    }
}
Terminal.restore()
print("split-terminal: bye (\(session.navigator.state.children.count) children at exit)")
