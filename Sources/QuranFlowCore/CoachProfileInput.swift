import Foundation

/// Why a coach's profile was refused, naming the field.
public enum CoachProfileError: Error, Hashable, Sendable {
    case unknownHonorific
    case nameMissing
    case nameTooLong
    case ijazahTooLong
    case unknownLevel(Int)
    case levelNotANumber
    case meetingLinkNotHTTPS
    case unknownCity

    /// The form field it names.
    public var field: String {
        switch self {
        case .unknownHonorific: "honorific"
        case .nameMissing, .nameTooLong: "name"
        case .ijazahTooLong: "ijazah"
        case .unknownLevel, .levelNotANumber: "levels"
        case .meetingLinkNotHTTPS: "meetingLink"
        case .unknownCity: "city"
        }
    }

    /// What to fix, in words a coach can read.
    public var message: String {
        switch self {
        case .unknownHonorific: "Choose an honorific from the list, or None."
        case .nameMissing: "Enter the name your students call you, like Amina."
        case .nameTooLong: "Keep the name under \(CoachProfileInput.maxNameLength) characters."
        case .ijazahTooLong: "Keep the ijāza line under \(CoachProfileInput.maxIjazahLength) characters."
        case .unknownLevel(let number): "Level \(RomanNumeral.text(for: number)) is not one of the programme's levels."
        case .levelNotANumber: "Choose levels from the list."
        case .meetingLinkNotHTTPS: "The meeting link must be an https:// address, like https://zoom.us/j/5550100920."
        case .unknownCity: "Choose your city from the list, like Cairo or Toronto."
        }
    }
}

/// A coach's profile as typed in the form, checked: a known honorific (or none), a called name of 1–60 characters, an
/// ijāza line of at most 120, levels among the programme's, and a meeting link that is an `https` URL with a host (or
/// empty). The city is checked against the world-cities list by the caller, which owns it.
///
/// ```swift
/// let input = try CoachProfileInput(honorific: "Ustadha", name: " Amina ", ijazah: "", levels: ["1", "2"],
///     meetingLink: "https://zoom.us/j/1", programmeLevels: [1, 2, 3])
/// input.levels.title   // "Level I–II"
/// ```
public struct CoachProfileInput: Hashable, Sendable {
    public static let maxNameLength = 60
    public static let maxIjazahLength = 120

    public let honorific: CoachHonorific?
    public let calledName: String
    public let ijazah: String
    public let levels: CoachLevels
    public let meetingLink: String?

    /// Checks the typed fields; throws ``CoachProfileError`` naming the first bad one.
    public init(
        honorific: String, name: String, ijazah: String, levels: [String], meetingLink: String, programmeLevels: Set<Int>
    ) throws(CoachProfileError) {
        let honorificText = honorific.trimmingCharacters(in: .whitespacesAndNewlines)
        if honorificText.isEmpty {
            self.honorific = nil
        } else {
            guard let known = CoachHonorific(rawValue: honorificText) else { throw .unknownHonorific }
            self.honorific = known
        }
        let called = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !called.isEmpty else { throw .nameMissing }
        guard called.count <= Self.maxNameLength else { throw .nameTooLong }
        calledName = called
        let line = ijazah.trimmingCharacters(in: .whitespacesAndNewlines)
        guard line.count <= Self.maxIjazahLength else { throw .ijazahTooLong }
        self.ijazah = line
        var numbers: [Int] = []
        for text in levels {
            guard text.count <= 3, let number = Int(text) else { throw .levelNotANumber }
            guard programmeLevels.contains(number) else { throw .unknownLevel(number) }
            numbers.append(number)
        }
        self.levels = CoachLevels(numbers)
        let link = meetingLink.trimmingCharacters(in: .whitespacesAndNewlines)
        if link.isEmpty {
            self.meetingLink = nil
        } else {
            guard link.count <= 500, !link.contains(where: \.isWhitespace), let url = URLComponents(string: link),
                url.scheme?.lowercased() == "https", let host = url.host, !host.isEmpty
            else { throw .meetingLinkNotHTTPS }
            self.meetingLink = link
        }
    }
}
