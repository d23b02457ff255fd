import Routing

/// Every Jamaal route, declared once: its method, its path with typed parameters, its typed query, who may call it
/// and what it serves. The app registers a handler for each (`RouteTable<JamaalProduct>`); the screens and pages
/// print every link, form action and JSON path through the same declarations, so a printed link and the route that
/// serves it cannot disagree. The declarations are split by area (`JamaalRoute+Today.swift`, `+Tasks`, `+Focus`,
/// `+Habits`, `+Settings`, `+Anchors`, `+AnchorForms`, `+System`); ``all`` lists them for the route checks.
///
/// ```swift
/// JamaalRoute.task.path(ID("t-report"))                                  // "/today/tasks/t-report"
/// JamaalRoute.today.path(query: UndoQuery(undo: .done, task: ID("t-1")))  // "/today?undo=done&task=t-1"
/// ```
public enum JamaalRoute {}
