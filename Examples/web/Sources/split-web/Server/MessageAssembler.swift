import NIOCore
import HummingbirdWebSocket

/// Joins a WebSocket message's frames, holding at most `limit` bytes: a longer message is
/// skipped frame by frame as it arrives (never buffered whole) and reported once its last frame
/// is in, so the connection can answer it with an error and go on. A single frame is already
/// bounded by the server's maximum frame size.
struct MessageAssembler {
    /// What a finished frame sequence gives.
    enum Message {
        case complete(ByteBuffer)
        case tooLarge
        /// A continuation frame with no message to continue.
        case unexpectedContinuation
    }

    let limit: Int
    private var buffer = ByteBuffer()
    private var oversized = false
    private var inMessage = false

    init(limit: Int) {
        self.limit = limit
    }

    /// Adds a frame; answers the message when the frame ends one, else `nil`.
    mutating func add(_ frame: WebSocketDataFrame) -> Message? {
        switch frame.opcode {
        case .text, .binary:
            buffer.clear()
            oversized = false
            inMessage = true
        case .continuation:
            guard inMessage else { return .unexpectedContinuation }
        }
        if !oversized {
            if frame.data.readableBytes > limit - buffer.readableBytes {
                oversized = true
                buffer = ByteBuffer()
            } else {
                var data = frame.data
                buffer.writeBuffer(&data)
            }
        }
        guard frame.fin else { return nil }
        inMessage = false
        if oversized {
            oversized = false
            return .tooLarge
        }
        let message = buffer
        buffer = ByteBuffer()
        return .complete(message)
    }
}
