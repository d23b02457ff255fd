import HTML
import JamaalRoutes
import JamaalScreens
import Routing

/// ST-04 Categories as HTML: the ordered list (each with its colour label, Rename, Move up/down, Archive), the add
/// form (name and one of five colours), and the collapsed Archived section with Restore.
///
/// ```swift
/// let list = CategorySettingsView.render(screen, csrf: token)
/// ```
public enum CategorySettingsView {
    public static func render(_ screen: CategorySettingsScreen, csrf: String) -> Node {
        section(.class("jm-section jm-categories"), .aria("labelledby", "categories-heading")) {
            div(.class("jm-title-row")) {
                h1(.id("categories-heading")) { screen.title }
                a(.href(screen.backPath), .class("jm-link-button")) { "Settings" }
            }
            if let error = screen.error { p(.class("jm-alert"), .role("alert")) { error } }
            ul(.class("jm-rows")) {
                for row in screen.rows { rowNode(row, screen: screen, csrf: csrf) }
            }
            p(.class("jm-hint jm-limit")) { screen.limitLine }
            form(.method("post"), .action(screen.addPath), .class("jm-card jm-form jm-add-category")) {
                JamaalPage.csrfField(csrf)
                div(.class("jm-field")) {
                    label(.attr("for", "category-name")) { "New category" }
                    input(.type("text"), .name(CategoryForm.CodingKeys.name), .id("category-name"), .attr("maxlength", "60"))
                }
                colorChoices(screen.colors, selected: screen.colors.first?.value ?? "accent", idPrefix: "new")
                button(.type("submit"), .class("jm-button primary")) { "Add category" }
            }
            if !screen.archived.isEmpty {
                details(.class("jm-also jm-archived")) {
                    summary { "\(screen.archivedTitle) · \(screen.archived.count)" }
                    ul(.class("jm-rows")) {
                        for row in screen.archived {
                            li(.class("jm-row"), .data("category", row.id)) {
                                span(.class("jm-row-main")) {
                                    span(.class("jm-row-title label-\(row.color)")) { row.name }
                                }
                                if let restore = row.restorePath {
                                    JamaalPage.postButton("Restore", path: restore, csrf: csrf, classes: "jm-button")
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    static func rowNode(_ row: CategorySettingsScreen.Row, screen: CategorySettingsScreen, csrf: String) -> Node {
        li(.class("jm-row jm-category-row"), .data("category", row.id)) {
            if row.isEditing {
                form(.method("post"), .action(row.updatePath), .class("jm-form jm-rename")) {
                    JamaalPage.csrfField(csrf)
                    input(
                        .type("text"), .name(CategoryForm.CodingKeys.name), .value(row.name), .aria("label", "Name"),
                        .attr("maxlength", "60"))
                    colorChoices(screen.colors, selected: row.color, idPrefix: row.id)
                    button(.type("submit"), .class("jm-button primary")) { "Save" }
                    a(.href(JamaalRoute.categories.path()), .class("jm-link-button")) { "Cancel" }
                }
            } else {
                span(.class("jm-swatch swatch-\(row.color)"), .aria("hidden", "true")) { "" }
                span(.class("jm-row-main")) {
                    span(.class("jm-row-title")) { row.name }
                    span(.class("jm-row-meta")) { span(.class("jm-label label-\(row.color)")) { row.colorLabel } }
                }
                div(.class("jm-actions")) {
                    a(.href(row.editPath), .class("jm-link-button"), .aria("label", "Rename \(row.name)")) { "Rename" }
                    if let up = row.moveUpPath {
                        JamaalPage.postButton("Move up", path: up, csrf: csrf, classes: "jm-link-button jm-move-up")
                    }
                    if let down = row.moveDownPath {
                        JamaalPage.postButton("Move down", path: down, csrf: csrf, classes: "jm-link-button jm-move-down")
                    }
                    if let archive = row.archivePath {
                        JamaalPage.postButton("Archive", path: archive, csrf: csrf, classes: "jm-link-button")
                    }
                }
            }
        }
    }

    static func colorChoices(_ colors: [CategorySettingsScreen.ColorChoice], selected: String, idPrefix: String) -> Node {
        el("fieldset", .class("jm-field")) {
            el("legend") { "Colour" }
            div(.class("jm-choices")) {
                for color in colors {
                    label(.class("label-\(color.value)")) {
                        input(
                            .type("radio"), .name(CategoryForm.CodingKeys.color), .value(color.value),
                            .boolean("checked", if: color.value == selected))
                        color.label
                    }
                }
            }
        }
    }
}
