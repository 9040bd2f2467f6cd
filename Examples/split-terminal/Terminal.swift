#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal in full-screen raw mode, restored however the program ends.
///
/// Raw mode turns Ctrl-C into an ordinary key (byte 3) that the program handles by quitting
/// cleanly; SIGTERM and SIGHUP are caught and restore the terminal before exiting, so a killed
/// program does not leave the shell in raw mode on the alternate screen.
final class Terminal {
    /// The settings to restore, shared with the signal handler (which cannot capture context).
    nonisolated(unsafe) private static var saved = termios()
    nonisolated(unsafe) private static var isRaw = false

    /// Escape sequences: alternate screen and hidden cursor on entry; the reverse on exit.
    private static let enter = "\u{1B}[?1049h\u{1B}[?25l"
    private static let leave = "\u{1B}[?25h\u{1B}[?1049l"

    init() {
        guard tcgetattr(STDIN_FILENO, &Self.saved) == 0 else { return }
        var raw = Self.saved
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        // Reads return after at most 100 ms even without input, so resizes are noticed promptly.
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 1
        }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
        Self.isRaw = true
        Self.write(Self.enter)
        for signal in [SIGTERM, SIGHUP] {
            Glibc.signal(signal) { _ in
                Terminal.restore()
                _exit(130)
            }
        }
    }

    deinit {
        Self.restore()
    }

    /// Puts the terminal back as it was. Only async-signal-safe calls: it runs in signal handlers.
    static func restore() {
        guard isRaw else { return }
        isRaw = false
        leave.utf8CString.withUnsafeBufferPointer { bytes in
            _ = Glibc.write(STDOUT_FILENO, bytes.baseAddress, bytes.count - 1)
        }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
    }

    /// The terminal's size in characters; 80 × 24 when it cannot be asked.
    var size: (columns: Int, rows: Int) {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 else { return (80, 24) }
        return (Int(window.ws_col), Int(window.ws_row))
    }

    /// The next key, or `nil` after 100 ms without one.
    func readKey() -> Key? {
        var byte: UInt8 = 0
        guard Glibc.read(STDIN_FILENO, &byte, 1) == 1 else { return nil }
        if byte == 0x1B {
            var sequence = [UInt8](repeating: 0, count: 2)
            guard Glibc.read(STDIN_FILENO, &sequence, 2) == 2, sequence[0] == UInt8(ascii: "[") else { return .escape }
            switch sequence[1] {
            case UInt8(ascii: "A"): return .up
            case UInt8(ascii: "B"): return .down
            default: return .escape
            }
        }
        switch byte {
        case 3: return .interrupt
        case 13, 10: return .enter
        case 127, 8: return .backspace
        default: return .character(Character(UnicodeScalar(byte)))
        }
    }

    /// Replaces the screen with `lines`.
    func draw(_ lines: [String]) {
        Self.write("\u{1B}[H\u{1B}[2J" + lines.joined(separator: "\r\n"))
    }

    static func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(STDOUT_FILENO, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }
}

/// A key press the program understands.
enum Key: Equatable {
    case character(Character)
    case up, down, enter, backspace, escape, interrupt
}
