import Foundation
import Identifiers

/// A person who can sign in. Every account has one canonical city and its IANA zone.
public struct Account: Sendable, Codable, Hashable, Identifiable {
    public let id: ID<Account>
    public var email: String
    public var name: String
    public var role: Role
    /// 1 or 2 for students; nil for coaches and admins.
    public var studentYear: Int?
    /// GeoNames id of the person's canonical city.
    public var cityID: Int
    public var cityName: String
    /// IANA zone identifier, e.g. "America/Toronto".
    public var zoneIdentifier: String
    public let createdAt: Date

    public init(
        id: ID<Account>, email: String, name: String, role: Role, studentYear: Int?,
        cityID: Int, cityName: String, zoneIdentifier: String, createdAt: Date
    ) {
        self.id = id
        self.email = email
        self.name = name
        self.role = role
        self.studentYear = studentYear
        self.cityID = cityID
        self.cityName = cityName
        self.zoneIdentifier = zoneIdentifier
        self.createdAt = createdAt
    }

    /// "Student · Year 2", "Coach", "Admin".
    public var roleDescription: String {
        if role == .student, let studentYear { return "Student · Year \(studentYear)" }
        return role.displayName
    }
}

/// What a new account needs.
public struct NewAccount: Sendable {
    public var email: String
    public var name: String
    public var role: Role
    public var studentYear: Int?
    public var cityID: Int
    public var password: String

    public init(email: String, name: String, role: Role, studentYear: Int? = nil, cityID: Int, password: String) {
        self.email = email
        self.name = name
        self.role = role
        self.studentYear = studentYear
        self.cityID = cityID
        self.password = password
    }
}
