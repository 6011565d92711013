//! Ask AI: answers a reader's question from the site's own documentation.
//!
//! Retrieval uses the search core and the very index files of the build output (`library`);
//! the embedded answerer quotes the best sentences with numbered citations and says when the
//! documentation does not cover the question (`extract`); or a model behind an OpenAI-compatible
//! endpoint (`chat`) writes the answer from the same sections (`prompt`, `generated`). `http`
//! speaks the theme's protocol under the limits of `limits`, and `feedback` keeps readers'
//! votes for the writers.

mod chat;
mod extract;
mod feedback;
mod generated;
mod http;
mod library;
mod limits;
mod prompt;
mod stop_words;

pub use chat::{ChatError, ChatOptions};
pub use extract::{quote, subject_query, Quoted, MAX_SOURCES};
pub use feedback::{read_feedback, Feedback, FeedbackStore, FEEDBACK_FILE};
pub use http::{ask_router, AskOptions};
pub use library::{Library, Passage};
pub use limits::{
    MAX_QUESTIONS_AT_ONCE, MAX_QUESTIONS_WAITING, MAX_QUESTION_CHARACTERS, QUESTIONS_PER_WINDOW,
};
pub use prompt::NOT_COVERED_MARKER;
