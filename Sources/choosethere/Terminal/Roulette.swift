import ChooseThereKit

#if canImport(Glibc)
import Glibc
#endif

// MARK: - The roulette: candidate names flashed before a pick

/// Candidate names flashed on one line, slowing down, before the pick is
/// printed by the normal output. Only in the shell at a terminal that can
/// redraw a line (`Output.playsRoulette`), never after `set animation off`.
enum Roulette {
    /// The longest the roulette may play, in microseconds.
    static let budget = 400_000

    /// How long each name shows: growing from 25 ms to 70 ms, eight names
    /// at most, never more than the budget in all (380 ms for eight).
    static func delays(names: Int) -> [Int] {
        let count = max(0, min(8, names))
        var delays: [Int] = []
        for i in 0..<count {
            let delay = 25_000 + 45_000 * i / max(1, count - 1)
            guard delays.reduce(0, +) + delay <= budget else { break }
            delays.append(delay)
        }
        return delays
    }

    /// Plays `names` for at most 0.4 s, then clears the line.
    static func play(_ names: [String], on output: Output) {
        let width = max(20, Terminal.size().columns - 6)
        for (name, delay) in zip(names, delays(names: names.count)) {
            let shown = DisplayWidth.truncate(SafeText.clean(name), to: width)
            output.say("\r\u{1B}[2K" + output.paint("🎲 " + shown, .dim))
            output.flush()
            usleep(UInt32(delay))
        }
        output.out("\r\u{1B}[2K")
        output.flush()
    }
}
