//! The frame of the OpenAPI document; its paths and schemas come from the routes.

use std::collections::BTreeMap;

use utoipa::openapi::security::{Http, HttpAuthScheme, SecurityScheme};
use utoipa::openapi::{
    ContentBuilder, InfoBuilder, OpenApi, OpenApiBuilder, Ref, RefOr, Response, ResponseBuilder,
};

/// The document before the routes add their paths.
pub fn base() -> OpenApi {
    let mut doc = OpenApiBuilder::new()
        .info(
            InfoBuilder::new()
                .title("mancala")
                .version(env!("CARGO_PKG_VERSION"))
                .description(Some(
                    "Games of En Gehé, En Dodoi, Sadeqa II and Giuthi between people, teams \
                     and the engine; match series. Every error is {\"error\": \"...\"}. See docs/api.md.",
                ))
                .build(),
        )
        .build();
    let components = doc.components.get_or_insert_with(Default::default);
    components.add_security_scheme(
        "seat_token",
        SecurityScheme::Http(Http::new(HttpAuthScheme::Bearer)),
    );
    doc
}

/// An error answer's description in the document: `{"error": "..."}`.
fn error_response(description: &str) -> RefOr<Response> {
    ResponseBuilder::new()
        .description(description)
        .content(
            "application/json",
            ContentBuilder::new()
                .schema(Some(Ref::from_schema_name("ErrorBody")))
                .build(),
        )
        .build()
        .into()
}

/// Declares a set of error answers shared by several routes.
macro_rules! errors {
    ($(#[$doc:meta])* $name:ident { $($status:literal => $description:literal),* $(,)? }) => {
        $(#[$doc])*
        pub struct $name;

        impl utoipa::IntoResponses for $name {
            fn responses() -> BTreeMap<String, RefOr<Response>> {
                BTreeMap::from([$(($status.to_string(), error_response($description))),*])
            }
        }
    };
}

errors! {
    /// The errors of a route that reads a JSON body.
    BodyErrors {
        "400" => "A malformed body or a bad field",
        "408" => "The body did not arrive in time",
        "413" => "The body is too large",
    }
}

errors! {
    /// The errors of a team member's route with a body.
    MemberErrors {
        "400" => "A malformed body or a bad field",
        "401" => "No token, or one that holds no place in this game",
        "404" => "No such game",
        "408" => "The body did not arrive in time",
        "409" => "Refused now: not the team's turn, an illegal move, no such proposal or member, the game is over, or not a team game",
        "413" => "The body is too large",
    }
}

errors! {
    /// The errors of a seat's route without a body.
    SeatErrors {
        "401" => "No token, or one that holds no seat in this game",
        "404" => "No such game",
        "409" => "Refused now (the message says why)",
    }
}

errors! {
    /// The errors of a WebSocket route.
    SocketErrors {
        "400" => "Not a WebSocket upgrade",
        "404" => "No such game or series",
        "405" => "Not a GET",
        "426" => "Upgrade required",
        "503" => "As many WebSockets are open as the server takes, in all or from this address: try again after Retry-After",
    }
}
