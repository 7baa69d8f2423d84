"""Actions have one text form, read back exactly; bad text is refused with a clear message."""

import pytest

from vegas import Action, Dice, Draw, Game, InvalidAction, Place, Roll, SitOut
from vegas.core.errors import IllegalAction


@pytest.mark.parametrize(
    "text, action",
    [
        ("roll", Roll()),
        ("place 3", Place(3)),
        ("draw 90", Draw(90)),
        ("dice 1 1 3 5 1n 6n", Dice((("own", 1, (1, 1, 3, 5)), ("neutral", 1, (1, 6))))),
        ("dice 2 4B", Dice((("own", 1, (2,)), ("own", 2, (4,))))),
        ("sit-out", SitOut()),
        ("draw 100", Draw(100)),
        ("dice 1 3 3 5 4B", Dice((("own", 1, (1, 3, 3, 5)), ("own", 2, (4,))))),
        ("dice 1n 2n 2n 5n 4nB", Dice((("neutral", 1, (1, 2, 2, 5)), ("neutral", 2, (4,))))),
    ],
)
def test_text_form_round_trips(text, action):
    assert Action.parse(text) == action
    assert str(action) == text
    assert eval(repr(action)) == action  # repr is evaluable (python-chess habit)


def test_dice_text_is_canonical_whatever_the_order_given():
    assert str(Action.parse("dice 6n 5 1 1n 3")) == "dice 1 3 5 1n 6n"
    assert str(Action.parse("dice 4nB 2B 6 1n 1")) == "dice 1 6 2B 1n 4nB"


def test_sit_out_is_a_player_action_not_chance():
    assert not SitOut().is_chance
    assert Action.parse("SIT-OUT") == SitOut()


@pytest.mark.parametrize(
    "text, message",
    [
        ("", "empty action"),
        ("plaec 3", "unknown action"),
        ("place", "expected 'place' and one number"),
        ("place 7", "7 is not a possible place value"),
        ("place three", "expected 'place' and one number"),
        ("roll 3", "takes nothing after it"),
        ("sit-out now", "'sit-out' takes nothing after it"),
        ("sitout", "unknown action"),
        ("dice 4Bn", "is not a die face"),
        ("dice 7", "is not a die face"),
        ("dice", "at least one die"),
        ("place ²", "expected 'place' and one number"),  # a digit to str.isdigit, not to int()
        ("place ٣", "expected 'place' and one number"),  # Arabic-Indic three
        ("draw " + "9" * 5000, "expected 'draw' and one number"),
        ("split 60 chip", "'split' takes 1-5 tokens"),
    ],
)
def test_bad_text_is_refused_clearly(text, message):
    with pytest.raises(InvalidAction, match=message):
        Action.parse(text)


def test_non_text_is_refused():
    with pytest.raises(InvalidAction, match="an action is a text"):
        Action.parse(3)  # type: ignore[arg-type]


def test_a_checked_action_is_legal_here_or_says_why_not():
    state = Game("classic", 3).new_initial_state()
    assert state.checked_action("draw 90") == Draw(90)
    with pytest.raises(InvalidAction, match="unknown action"):
        state.checked_action("plaec 3")
    with pytest.raises(IllegalAction):
        state.checked_action("place 3")  # money is still being dealt
