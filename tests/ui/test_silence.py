"""A connection's silence, counted in the page's own heartbeats (vegas/ui/link/silence.py)."""

from vegas.ui.link.silence import HEARTBEAT, SILENCE, Silence


def beats_until_lost(silence: Silence, seat: int) -> int:
    beats = 0
    while not silence.lost([seat]):
        silence.beat()
        beats += 1
    return beats


def test_a_connection_unheard_for_four_beats_is_lost_and_a_word_renews_it():
    silence = Silence()
    silence.hear(1)
    assert beats_until_lost(silence, 1) == 4 == int(SILENCE // HEARTBEAT) + 1  # 8 s of beats, more than 7
    silence.hear(1)
    assert silence.lost([1]) == []
    assert beats_until_lost(silence, 1) == 4


def test_each_connection_is_judged_by_its_own_last_word():
    silence = Silence()
    silence.hear(0)
    silence.beat()
    silence.beat()
    silence.hear(2)
    silence.beat()
    silence.beat()
    assert silence.lost([0, 2]) == [0]  # four beats since seat 0 spoke, two since seat 2
    assert silence.lost([2]) == []


def test_a_pause_of_the_page_itself_is_one_beat_however_long():
    """The beat's clock goes on by one beat whatever time passed: a page that did not run for a minute (a phone's
    tab in the background) and beats before the messages that waited for it drops nobody for that minute."""
    silence = Silence()
    silence.hear(1)
    silence.beat()
    clock = silence.beat()  # this beat came a minute late: the page was paused
    assert clock == 2 * HEARTBEAT
    assert silence.lost([1]) == []


def test_a_connection_never_heard_is_not_judged_by_a_silence_it_never_began():
    silence = Silence()
    for _ in range(10):
        silence.beat()
    assert silence.lost([3]) == []
